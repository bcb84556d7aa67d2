import NIB
import NibLoading
import Testing

/// Broken graphs the container accepts but a decoder must refuse, each with one line naming the file
/// and the object, in bounded time and stack.
@Suite struct NibDecodingErrorTests {
    static func failure(_ archive: NIBArchive, strict: Bool = false) -> String? {
        do {
            _ = try NibArchiveFixtures.nib(archive, strict: strict).instantiate(owner: nil)
            return nil
        } catch {
            return String(describing: error)
        }
    }

    @Test func aViewInItsOwnSubviewsIsACycle() throws {
        var builder = NIBArchiveBuilder()
        _ = builder.addObject(className: "NSObject")
        let view = NibArchiveFixtures.view(&builder)
        builder.set(.object(builder.addArray([view], className: "NSMutableArray")), forKey: "UISubviews", on: view)
        NibArchiveFixtures.root(&builder, topLevel: [view])
        let message = try #require(Self.failure(builder.build()))
        #expect(message.hasPrefix("Test.nib: ") && !message.contains("\n"))
        #expect(message.contains("cycle") || message.contains("itself"))
    }

    @Test func aNilElementIsRefused() throws {
        var builder = NIBArchiveBuilder()
        _ = builder.addObject(className: "NSObject")
        let view = NibArchiveFixtures.view(&builder)
        let array = builder.addObject(className: "NSMutableArray")
        builder.set(.bool(true), forKey: "NSInlinedValue", on: array)
        builder.set(.null, forKey: "UINibEncoderEmptyKey", on: array)
        builder.set(.object(array), forKey: "UISubviews", on: view)
        NibArchiveFixtures.root(&builder, topLevel: [view])
        let message = try #require(Self.failure(builder.build()))
        #expect(message.contains("nil") && message.hasPrefix("Test.nib: "))
    }

    @Test func aKeyOfTheWrongTypeNamesTheKey() throws {
        var builder = NIBArchiveBuilder()
        _ = builder.addObject(className: "NSObject")
        let view = NibArchiveFixtures.view(&builder)
        builder.set(.double(3), forKey: "UITag", on: view)
        builder.set(.int8(1), forKey: "UIBackgroundColor", on: view)
        NibArchiveFixtures.root(&builder, topLevel: [view])
        let message = try #require(Self.failure(builder.build()))
        // Object 1 starts at byte 53: the 50-byte header, then object 0's three one-byte varints.
        #expect(
            message
                == """
                Test.nib: byte 53: object 1 (UIView): key 'UIBackgroundColor' holds an integer, not an object \
                reference
                """
        )
    }

    @Test func anUnknownClassIsAClearErrorWhenStrict() throws {
        var builder = NIBArchiveBuilder()
        _ = builder.addObject(className: "NSObject")
        let gadget = builder.addObject(className: "UIGadget")
        NibArchiveFixtures.root(&builder, topLevel: [gadget])
        #expect(Self.failure(builder.build()) == nil)
        let message = try #require(Self.failure(builder.build(), strict: true))
        #expect(message.hasPrefix("Test.nib: byte 53: object 1 (UIGadget): is of a class this decoder does not know"))
    }

    @Test func missingRootKeysAreNamed() throws {
        var builder = NIBArchiveBuilder()
        let root = builder.addObject(className: "NSObject")
        builder.set(.object(builder.addArray([])), forKey: "UINibTopLevelObjectsKey", on: root)
        let message = try #require(Self.failure(builder.build()))
        #expect(message.hasPrefix("Test.nib: ") && message.contains("UINib") && !message.contains("\n"))
    }

    /// 100,000 views each inside the previous one's subviews: refused at the depth limit, no stack overflow.
    /// The views hold nothing else, which keeps this test's memory small: other tests measure the peak
    /// memory of child processes, which starts from this process's.
    @Test func deepNestingIsBounded() throws {
        var builder = NIBArchiveBuilder()
        _ = builder.addObject(className: "NSObject")
        var parent = builder.addObject(className: "UIView")
        let top = parent
        for _ in 0..<100_000 {
            let child = builder.addObject(className: "UIView")
            builder.set(
                .object(builder.addArray([child], className: "NSMutableArray")), forKey: "UISubviews", on: parent)
            parent = child
        }
        NibArchiveFixtures.root(&builder, topLevel: [top])
        let message = try #require(Self.failure(builder.build()))
        #expect(message.contains("deep") && message.hasPrefix("Test.nib: "))
    }
}
