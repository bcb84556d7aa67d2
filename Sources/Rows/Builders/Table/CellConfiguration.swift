import Results
import Views

/// Puts a row's texts into a cell of the seed's row, whichever way it was built: into the labels tagged
/// 1...20 of a hierarchy, or into the items of a flattened row. Setting a text makes the label fit again
/// at the next layout, as a real configuration does.
public enum CellConfiguration {
    public static func configure(_ cell: TableViewCell, texts: [String]) {
        let content = cell.contentView.subviews
        if let flat = content.first as? FlatRowView {
            for index in flat.items.indices where index < texts.count { flat.items[index].text = texts[index] }
            return
        }
        for case let label as Label in content where label.tag >= 1 && label.tag <= texts.count {
            label.text = texts[label.tag - 1]
        }
    }

    /// The texts a cell shows, by tag (or item) order: what `configure` put there.
    public static func texts(of cell: TableViewCell) -> [String?] {
        let content = cell.contentView.subviews
        if let flat = content.first as? FlatRowView { return flat.items.map(\.text) }
        return content.compactMap { $0 as? Label }.sorted { $0.tag < $1.tag }.map(\.text)
    }
}
