import Foundation
import NibLoading
import Templates
import Typesetting
import Views

extension XIBCell {
    /// The cell of the XIB or compiled nib at `url`, told apart by its first bytes as `run --template` tells them.
    ///
    /// - Throws: `RowGenerationError` naming the file for a file that is neither, or a template without a cell;
    ///   the XIB reader's and the nib loader's one-line errors.
    public init(contentsOf url: URL) throws {
        let file = url.lastPathComponent
        switch TemplateFileKind.of(url) {
        case .xib: try self.init(template: try TemplateReader.read(contentsOf: url), file: file)
        case .nib: try self.init(nib: try Nib(contentsOf: url), file: file)
        case nil:
            throw RowGenerationError(
                file: file, reason: "is neither a XIB nor a compiled nib (NIBArchive), or cannot be read")
        }
    }

    /// The first table or collection view cell of a compiled nib, read from the tree the nib decodes to, as UIKit
    /// would instantiate it (no owner: outlets connect nothing).
    ///
    /// Why the decoded tree and not the archive: the decoder already gives each class's keys their meaning
    /// (a button's title for the normal state, a label's attributed text as its text), and a XIB and the nib
    /// compiled from it then give the generators the same cell (`XIBCellNibTests`). A nib holds no Interface Builder
    /// ids and no lines: its elements are named by their place, `view 3 of the nib`, parents first.
    public init(nib: Nib, file: String) throws {
        let views = try nib.instantiate(owner: nil)
        guard let cell = views.lazy.flatMap(\.selfAndDescendants).first(where: { $0.cellContentView != nil }),
            let content = cell.cellContentView
        else {
            throw RowGenerationError(
                file: file, reason: "has no table or collection view cell among its views; a user's cell must be one")
        }
        var counter = 0
        self.init(file: file, frame: cell.frame, content: XIBElement(decoded: content, counter: &counter))
    }
}

extension View {
    /// This view and every view inside it, parents first.
    fileprivate var selfAndDescendants: [View] { [self] + subviews.flatMap(\.selfAndDescendants) }

    /// A table or collection view cell's content view; nil for any other view.
    fileprivate var cellContentView: View? {
        (self as? TableViewCell)?.contentView ?? (self as? CollectionViewCell)?.contentView
    }
}

extension XIBElement {
    /// The element for a view decoded from a nib, and its subviews; `counter` numbers the elements, parents first.
    ///
    /// The values are what the decoded view holds, where the XIB reader takes what the XIB writes: a label with no
    /// font in its XIB has none here but the class's default in a nib, which archives every label's font.
    init(decoded view: View, counter: inout Int) {
        counter += 1
        let kind = TemplateObjectKind(madeAs: view) ?? .view
        self.kind = kind
        uikitClass = (view as? StandInView)?.archivedClassName ?? kind.uikitClass
        id = "view \(counter) of the nib"
        line = 0
        frame = view.frame
        hidden = view.isHidden
        background = view.backgroundColor
        let label = view as? Label
        let button = view as? Button
        let field = view as? TextField
        text = label?.text ?? button?.titles[.normal] ?? field?.text
        placeholder = field?.placeholder
        font = label?.font ?? button?.font ?? field?.font
        color = label?.textColor ?? button?.titleColors[.normal] ?? field?.textColor
        alignment = label?.textAlignment ?? field?.textAlignment ?? .natural
        lineBreak = label?.lineBreakMode ?? .tailTruncation
        lines = label?.numberOfLines ?? 1
        shrinksToFit = label.map { $0.adjustsFontSizeToFitWidth && $0.text != nil } ?? false
        minimumFontSize = label?.effectiveMinimumFontSize ?? 0
        isOn = (view as? Switch)?.isOn ?? false
        enabled = (view as? Control)?.isEnabled ?? true
        axis = (view as? StackView)?.axis ?? .horizontal
        spacing = (view as? StackView)?.spacing ?? 0
        var children: [XIBElement] = []
        for subview in view.subviews { children.append(XIBElement(decoded: subview, counter: &counter)) }
        self.children = children
    }

    /// Where the element is in the user's file, for the generated files' comments: `aBc-12-xyz, line 14` in a
    /// XIB, `view 3 of the nib` in a compiled nib, which has neither ids nor lines.
    public var origin: String { line > 0 ? "\(id), line \(line)" : id }
}
