import Foundation

extension CellModuleCompiler {
    /// Compiles `source` with the toolchain's clang, from the cache when it holds it, and copies the module to
    /// `file`: each toolkit's user's cell keeps its module in the run's folder, so that its workers load the run's own
    /// module whatever the cache does meanwhile. `name` says what is compiled ("gtk-code of MyCell.xib");
    /// `prefixHeader`, the includes to precompile (`module(source:language:flags:name:prefixHeader:)`).
    public static func compile(
        _ source: String, language: Language, flags: [String], name: String, prefixHeader: String? = nil,
        into file: URL
    ) throws -> Module {
        let module = try CellModuleCompiler(clang: try toolchainClang())
            .module(source: source, language: language, flags: flags, name: name, prefixHeader: prefixHeader)
        try? FileManager.default.removeItem(at: file)
        do { try FileManager.default.copyItem(at: module.path, to: file) } catch {
            throw CellModuleError.cacheUnwritable(folder: file.deletingLastPathComponent().path, reason: "\(error)")
        }
        return module
    }
}
