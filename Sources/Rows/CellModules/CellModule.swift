#if canImport(Glibc)
    import Glibc
#endif

/// A compiled cell's module loaded into a worker: `dlopen` once, then its row function by name.
///
/// Loaded before the worker's warm-up, so that neither the loader nor the symbol lookup is in a timed batch; the
/// module stays loaded for the worker's life (never `dlclose`d), as the toolkit's own code is.
public struct CellModule: @unchecked Sendable {
    public let path: String
    private let handle: UnsafeMutableRawPointer

    /// Loads the module at `path`, resolving every symbol now (`RTLD_NOW`), so that a missing one fails here with its
    /// name and not in the middle of a round.
    public init(path: String) throws {
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            throw CellModuleError.cannotLoad(path: path, reason: dlerror().map { String(cString: $0) } ?? "unknown")
        }
        self.path = path
        self.handle = handle
    }

    /// The address of the function `symbol`, to be cast to its C type by the caller (`unsafeBitCast`).
    public func function(_ symbol: String) throws -> UnsafeMutableRawPointer {
        guard let address = dlsym(handle, symbol) else {
            throw CellModuleError.missingSymbol(path: path, symbol: symbol)
        }
        return address
    }
}
