/// What can go wrong compiling or loading a cell's module, each message one line naming what to fix.
public enum CellModuleError: Error, Equatable, CustomStringConvertible {
    /// No `clang` on the `PATH`: the Swift toolchain's is needed to compile a cell's code at run time.
    case noCompiler
    /// The compiler could not be started.
    case cannotRun(compiler: String, reason: String)
    /// The cache folder cannot be made or written.
    case cacheUnwritable(folder: String, reason: String)
    /// The generated code does not compile: a generator's fault, never the user's cell's.
    case doesNotCompile(name: String, firstError: String)
    /// `dlopen` refused the module.
    case cannotLoad(path: String, reason: String)
    /// The module has no such function.
    case missingSymbol(path: String, symbol: String)

    public var description: String {
        switch self {
        case .noCompiler:
            "no clang on the PATH: a cell's code is compiled at run time with the Swift toolchain's clang"
        case .cannotRun(let compiler, let reason): "cannot run \(compiler): \(reason)"
        case .cacheUnwritable(let folder, let reason):
            "cannot write the compiled cells' cache \(folder): \(reason) (set XDG_CACHE_HOME to a writable folder)"
        case .doesNotCompile(let name, let firstError):
            "the code generated for \(name) does not compile (a fault of nib-or-not's generator): \(firstError)"
        case .cannotLoad(let path, let reason): "cannot load the compiled cell \(path): \(reason)"
        case .missingSymbol(let path, let symbol): "the compiled cell \(path) has no function \(symbol)"
        }
    }
}
