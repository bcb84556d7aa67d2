import Foundation
import PackagePlugin

/// Writes the two lists of toolkits from the `<Name>Rows` modules that `Package.swift` names among `RealToolkits`'
/// dependencies: for `RealToolkits`, `RealToolkits.registered` (each real toolkit's runtime); for `Results`,
/// `ToolkitDeclaration.all` (the model's declaration, then each real toolkit's, `.<name>` with the module's
/// `<Name>` in lower case). A toolkit's module has to be named there anyway, so that one line of the manifest
/// registers both, and nothing else lists the toolkits a second time (`docs/adding-a-toolkit.md`). Swift has no
/// registration by linking alone; a list written from the manifest is still compiled, so a module without a
/// `<Name>Toolkit`, or a declaration folder without its `.<name>`, fails the build, unlike a lookup at run time.
@main
struct RegisterToolkits: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let realToolkits = context.package.targets.first(where: { $0.name == "RealToolkits" }) else {
            throw RegistrationError("Package.swift has no RealToolkits target, whose dependencies name the toolkits")
        }
        let modules = realToolkits.dependencies.compactMap { dependency -> String? in
            guard case .target(let module) = dependency, module.name.hasSuffix(Self.moduleSuffix) else { return nil }
            return module.name
        }
        let (file, source) =
            target.name == realToolkits.name
            ? ("RealToolkits+Registered.swift", Self.runtimes(registering: modules))
            : ("ToolkitDeclaration+All.swift", Self.declarations(registering: modules))
        let output = context.pluginWorkDirectoryURL.appending(path: file)
        // The file's text is an argument of the command, so that the build writes it again exactly when the
        // list changes (a command is run again when its arguments change), and the plugin writes nothing itself.
        return [
            .buildCommand(
                displayName: "Registering the toolkits RealToolkits depends on in \(target.name): "
                    + modules.joined(separator: ", "),
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", "printf '%s' \"$1\" > \"$2\"", "sh", source, output.path],
                outputFiles: [output])
        ]
    }

    /// A toolkit's Swift module is `<Name>Rows` and its runtime `<Name>Toolkit`, made from the templates folder.
    static let moduleSuffix = "Rows"

    static func name(of module: String) -> String { String(module.dropLast(moduleSuffix.count)) }

    static func runtimes(registering modules: [String]) -> String {
        let imports = modules.map { "import \($0)\n" }.joined()
        let lines = modules.map { "        { \(name(of: $0))Toolkit(templatesDirectory: $0) },\n" }.joined()
        return """
            // Written by the RegisterToolkits plugin from RealToolkits' dependencies in Package.swift; not edited.
            import Foundation
            import Toolkit
            \(imports)
            extension RealToolkits {
                /// What builds each real toolkit's rows, reading its generated files under the templates folder, in the
                /// order of `Package.swift`'s dependencies.
                static let registered: [@Sendable (URL) -> Toolkit] = [
            \(lines)    ]
            }

            """
    }

    static func declarations(registering modules: [String]) -> String {
        let lines = modules.map { "        .\(name(of: $0).lowercased()),\n" }.joined()
        return """
            // Written by the RegisterToolkits plugin from RealToolkits' dependencies in Package.swift; not edited.
            extension ToolkitDeclaration {
                /// Every toolkit this build knows: the UIKit model, then the real toolkits in the order of
                /// `RealToolkits`' dependencies in `Package.swift` (`docs/adding-a-toolkit.md`).
                public static let all: [ToolkitDeclaration] = [
                    .model,
            \(lines)    ]
            }

            """
    }
}

struct RegistrationError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
