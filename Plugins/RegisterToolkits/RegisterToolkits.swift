import Foundation
import PackagePlugin

/// Writes `RealToolkits.registered`, the list of every real toolkit's runtime, from the `<Name>Rows` modules that
/// `Package.swift` names among `RealToolkits`' dependencies: a toolkit's module has to be named there anyway, so that
/// one line of the manifest is its runtime's registration too, and nothing else lists the toolkits a second time
/// (`docs/adding-a-toolkit.md`). Swift has no registration by linking alone; a list written from the manifest is
/// still compiled, so a module without a `<Name>Toolkit` fails the build, unlike a lookup by name at run time.
@main
struct RegisterToolkits: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let modules = target.dependencies.compactMap { dependency -> String? in
            guard case .target(let module) = dependency, module.name.hasSuffix(Self.moduleSuffix) else { return nil }
            return module.name
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "RealToolkits+Registered.swift")
        // The file's text is an argument of the command, so that the build writes it again exactly when the
        // list changes (a command is run again when its arguments change), and the plugin writes nothing itself.
        return [
            .buildCommand(
                displayName: "Registering the toolkits \(target.name) depends on: \(modules.joined(separator: ", "))",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", "printf '%s' \"$1\" > \"$2\"", "sh", Self.source(registering: modules), output.path],
                outputFiles: [output])
        ]
    }

    /// A toolkit's Swift module is `<Name>Rows` and its runtime `<Name>Toolkit`, made from the templates folder.
    static let moduleSuffix = "Rows"

    static func source(registering modules: [String]) -> String {
        let imports = modules.map { "import \($0)\n" }.joined()
        let lines = modules.map { "        { \($0.dropLast(moduleSuffix.count))Toolkit(templatesDirectory: $0) },\n" }
            .joined()
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
}
