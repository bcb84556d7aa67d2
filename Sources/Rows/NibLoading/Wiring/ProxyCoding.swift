/// `UIProxyObject`: an object the nib refers to but does not contain, named by
/// `UIProxiedObjectIdentifier` (`IBFilesOwner`, `IBFirstResponder`, an external object's identifier).
/// Decoding it yields the object the instantiation maps that identifier to.
enum ProxyCoding {
    static let proxy = NibClassCoding(
        className: "UIProxyObject",
        decode: { coder in
            guard let identifier = try coder.decodeString(forKey: "UIProxiedObjectIdentifier") else {
                throw coder.error("is a UIProxyObject without UIProxiedObjectIdentifier")
            }
            guard let object = coder.proxies[identifier] else {
                throw coder.error(
                    """
                    is a proxy for '\(identifier)', but no object was given under that identifier; pass it in \
                    externalObjects
                    """
                )
            }
            return .object(object)
        })
}

/// What File's Owner stands for when the owner is nil, and what First Responder stands for: outlets
/// from or to it connect nothing, and actions sent to it go up the responder chain (a nil target).
final class NibPlaceholder {}
