@testable import NIB

/// Hostile graphs: archives whose tables are sound but whose objects no decoder could use; refused by
/// `validateGraph()`.
extension NIBHostileCatalogue {
    static var graphCases: [HostileNib] {
        var cases: [HostileNib] = []
        for (name, number, shown) in [("nan", Double.nan, "nan"), ("inf", .infinity, "inf"), ("huge", 1e308, "1e+308")]
        {
            var builder = NIBArchiveBuilder()
            let root = builder.addObject(className: "NSObject")
            let view = builder.addObject(className: "UIView")
            builder.set(NIBArchiveBuilder.geometry([0, 0, number, 44]), forKey: "UIBounds", on: view)
            let top = builder.addArray([view])
            NIBSampleArchives.addRootKeys(&builder, root: root, arrays: [top, top, builder.addArray([])])
            let archive = builder.build()
            cases.append(
                HostileNib(
                    file: "\(name)-geometry.nib", bytes: archive.bytes(),
                    offset: archive.offset(ofValue: archive.objects[view].valueStart),
                    fragment:
                        """
                        geometry value \(archive.objects[view].valueStart) (\"UIBounds\") holds \(shown), but \
                        coordinates must be finite
                        """
                ))
        }
        cases.append(collectionCase("nil-element.nib", element: .null, fragment: "has a nil element (value"))
        cases.append(
            collectionCase(
                "non-reference-element.nib", element: .int8(1), fragment: "has type int8, not an object reference"))

        var selfBuilder = NIBArchiveBuilder()
        let selfRoot = selfBuilder.addObject(className: "NSObject")
        let itself = selfBuilder.addArray([])
        selfBuilder.set(.object(itself), forKey: NIBArchive.elementKey, on: itself)
        NIBSampleArchives.addRootKeys(&selfBuilder, root: selfRoot, arrays: [itself])
        let selfArchive = selfBuilder.build()
        cases.append(
            HostileNib(
                file: "array-contains-itself.nib", bytes: selfArchive.bytes(),
                offset: selfArchive.offset(ofObject: itself),
                fragment:
                    """
                    collection object \(itself) (\"NSArray\") contains itself; a collection cannot be created \
                    before its elements
                    """
            ))

        var pairBuilder = NIBArchiveBuilder()
        let pairRoot = pairBuilder.addObject(className: "NSObject")
        let first = pairBuilder.addArray([])
        let second = pairBuilder.addArray([first], className: "NSMutableArray")
        pairBuilder.set(.object(second), forKey: NIBArchive.elementKey, on: first)
        NIBSampleArchives.addRootKeys(&pairBuilder, root: pairRoot, arrays: [first])
        let pair = pairBuilder.build()
        cases.append(
            HostileNib(
                file: "arrays-contain-each-other.nib", bytes: pair.bytes(), offset: pair.offset(ofObject: first),
                fragment: "collection object \(first) (\"NSArray\") contains itself through collection object \(second)"
            ))

        var missing = NIBArchiveBuilder()
        let missingRoot = missing.addObject(className: "NSObject")
        let empty = missing.addArray([])
        missing.set(.object(empty), forKey: "UINibTopLevelObjectsKey", on: missingRoot)
        missing.set(.object(empty), forKey: "UINibConnectionsKey", on: missingRoot)
        cases.append(
            HostileNib(
                file: "missing-root-keys.nib", bytes: missing.build().bytes(), offset: 50,
                fragment: "object 0 (\"NSObject\") lacks the root key UINibObjectsKey"))
        cases.append(
            HostileNib(
                file: "no-objects.nib", bytes: NIBArchive().bytes(), offset: 50,
                fragment: "the archive has no objects; object 0 must be the root"))

        var lost = NIBArchiveBuilder()
        let lostRoot = lost.addObject(className: "NSObject")
        NIBSampleArchives.addRootKeys(&lost, root: lostRoot, arrays: [lost.addArray([])])
        let stray = lost.addObject(className: "UIView")
        let lostArchive = lost.build()
        cases.append(
            HostileNib(
                file: "unreachable-object.nib", bytes: lostArchive.bytes(), offset: lostArchive.offset(ofObject: stray),
                fragment: "object \(stray) (\"UIView\") is not reachable from object 0"))

        var notArray = NIBArchiveBuilder()
        let notArrayRoot = notArray.addObject(className: "NSObject")
        let array = notArray.addArray([])
        let view = notArray.addObject(className: "UIView")
        notArray.set(.object(array), forKey: "UINibTopLevelObjectsKey", on: notArrayRoot)
        notArray.set(.object(view), forKey: "UINibObjectsKey", on: notArrayRoot)
        notArray.set(.object(array), forKey: "UINibConnectionsKey", on: notArrayRoot)
        let notArrayArchive = notArray.build()
        cases.append(
            HostileNib(
                file: "root-key-not-collection.nib", bytes: notArrayArchive.bytes(),
                offset: notArrayArchive.offset(ofValue: 1),
                fragment: "the root key UINibObjectsKey of object 0 does not refer to an inlined collection"))

        let (deep, tooDeep) = chain(length: 300)
        cases.append(
            HostileNib(
                file: "deep-nesting-300.nib", bytes: deep.bytes(), offset: deep.offset(ofObject: tooDeep),
                fragment:
                    """
                    object \(tooDeep) (\"UIView\") is nested 257 references below object 0; archives may nest at \
                    most 256
                    """
            ))
        return cases
    }

    /// An iOS root whose top-level array holds a view, then `element`.
    static func collectionCase(_ file: String, element: NIBValue, fragment: String) -> HostileNib {
        var builder = NIBArchiveBuilder()
        let root = builder.addObject(className: "NSObject")
        let view = builder.addObject(className: "UIView")
        let top = builder.addArray([view])
        builder.set(element, forKey: NIBArchive.elementKey, on: top)
        NIBSampleArchives.addRootKeys(&builder, root: root, arrays: [top])
        let archive = builder.build()
        return HostileNib(
            file: file, bytes: archive.bytes(), offset: archive.offset(ofValue: archive.objects[top].valueRange.last!),
            fragment: fragment)
    }

    /// An iOS root whose top-level array holds the first of `length` views, each holding the next in
    /// `UISubview`; returns the archive and the object a decoder reaches 257 levels down (root 0, the
    /// array 1, the first view 2, ...).
    static func chain(length: Int) -> (NIBArchive, Int) {
        var builder = NIBArchiveBuilder()
        let root = builder.addObject(className: "NSObject")
        let views = (0..<length).map { _ in builder.addObject(className: "UIView") }
        for (view, next) in zip(views, views.dropFirst()) { builder.set(.object(next), forKey: "UISubview", on: view) }
        let top = builder.addArray([views[0]])
        NIBSampleArchives.addRootKeys(&builder, root: root, arrays: [top])
        return (builder.build(), views[255])
    }
}
