import Views

/// The seed's row flattened: a cell whose content view holds one `FlatRowView`, which draws the
/// background and the 20 labels' texts itself, from 20 `TextItem` values written item by item as
/// `CodeRowBuilder` writes its labels.
///
/// The seed's closing advice ("a single custom view to draw what multiple subviews used to draw") in
/// code: 3 views (cell, content view, flat view) instead of 24, and no label objects. The flat view
/// paints the background view's colour and keeps the selected-background colour as a value. Its
/// display list equals the 24-view row's (`BuildersTests`), which is what "the same row" means here.
public enum FlatRowBuilder {
    /// Builds the flattened row; `fit` turns shrink-to-fit on for every item. Fitting happens in the
    /// caller's `layoutIfNeeded(measurer:)`, as for every other construction.
    public static func makeCell(fit: Bool) -> TableViewCell {
        let cell = TableViewCell(frame: Rect(x: 0, y: 0, width: 320, height: 132), reuseIdentifier: "Cell")
        let flat = FlatRowView(frame: Rect(x: 0, y: 0, width: 320, height: 132))
        flat.backgroundColor = Color(white: 0.95, alpha: 1.0)
        flat.selectedBackgroundColor = Color(white: 0.85, alpha: 1.0)
        flat.items.reserveCapacity(20)

        var firstItem = TextItem(frame: Rect(x: 5, y: 0, width: 60, height: 20))
        firstItem.tag = 1
        firstItem.font = .boldSystem(14)
        firstItem.shadowOffset = Size(width: 1, height: 1)
        firstItem.textColor = Color(red: 0.0, green: 0.2, blue: 0.5, alpha: 1.0)
        firstItem.backgroundColor = .clear
        firstItem.text = "placeholder"
        firstItem.autoresizingMask = .flexibleLeftMargin
        firstItem.adjustsFontSizeToFitWidth = fit
        firstItem.minimumFontSize = 10
        firstItem.baselineAdjustment = .alignCenters
        firstItem.lineBreakMode = .tailTruncation
        firstItem.highlightedTextColor = .clear
        flat.items.append(firstItem)

        var secondItem = TextItem(frame: Rect(x: 70, y: 0, width: 100, height: 20))
        secondItem.tag = 2
        secondItem.font = .boldSystem(14)
        secondItem.shadowOffset = Size(width: 1, height: 1)
        secondItem.textColor = Color(red: 0.0, green: 0.2, blue: 0.5, alpha: 1.0)
        secondItem.backgroundColor = .clear
        secondItem.text = "placeholder"
        secondItem.autoresizingMask = .flexibleLeftMargin
        secondItem.adjustsFontSizeToFitWidth = fit
        secondItem.minimumFontSize = 10
        secondItem.baselineAdjustment = .alignCenters
        secondItem.lineBreakMode = .tailTruncation
        secondItem.highlightedTextColor = .clear
        flat.items.append(secondItem)

        var thirdItem = TextItem(frame: Rect(x: 175, y: 0, width: 80, height: 20))
        thirdItem.tag = 3
        thirdItem.font = .boldSystem(14)
        thirdItem.shadowOffset = Size(width: 1, height: 1)
        thirdItem.textColor = Color(red: 0.0, green: 0.2, blue: 0.5, alpha: 1.0)
        thirdItem.backgroundColor = .clear
        thirdItem.text = "placeholder"
        thirdItem.autoresizingMask = .flexibleLeftMargin
        thirdItem.adjustsFontSizeToFitWidth = fit
        thirdItem.minimumFontSize = 10
        thirdItem.baselineAdjustment = .alignCenters
        thirdItem.lineBreakMode = .tailTruncation
        thirdItem.highlightedTextColor = .clear
        flat.items.append(thirdItem)

        var fourthItem = TextItem(frame: Rect(x: 260, y: 0, width: 55, height: 20))
        fourthItem.tag = 4
        fourthItem.font = .boldSystem(14)
        fourthItem.shadowOffset = Size(width: 1, height: 1)
        fourthItem.textColor = Color(red: 0.0, green: 0.2, blue: 0.5, alpha: 1.0)
        fourthItem.backgroundColor = .clear
        fourthItem.text = "placeholder"
        fourthItem.autoresizingMask = .flexibleLeftMargin
        fourthItem.adjustsFontSizeToFitWidth = fit
        fourthItem.minimumFontSize = 10
        fourthItem.baselineAdjustment = .alignCenters
        fourthItem.lineBreakMode = .tailTruncation
        fourthItem.highlightedTextColor = .clear
        flat.items.append(fourthItem)

        var fifthItem = TextItem(frame: Rect(x: 5, y: 22, width: 95, height: 20))
        fifthItem.tag = 5
        fifthItem.font = .boldSystem(14)
        fifthItem.shadowOffset = Size(width: 1, height: 1)
        fifthItem.textColor = Color(red: 0.0, green: 0.2, blue: 0.5, alpha: 1.0)
        fifthItem.backgroundColor = .clear
        fifthItem.text = "placeholder"
        fifthItem.autoresizingMask = .flexibleLeftMargin
        fifthItem.adjustsFontSizeToFitWidth = fit
        fifthItem.minimumFontSize = 10
        fifthItem.baselineAdjustment = .alignCenters
        fifthItem.lineBreakMode = .tailTruncation
        fifthItem.highlightedTextColor = .clear
        flat.items.append(fifthItem)

        var sixthItem = TextItem(frame: Rect(x: 105, y: 22, width: 70, height: 20))
        sixthItem.tag = 6
        sixthItem.font = .boldSystem(14)
        sixthItem.shadowOffset = Size(width: 1, height: 1)
        sixthItem.textColor = Color(red: 0.0, green: 0.2, blue: 0.5, alpha: 1.0)
        sixthItem.backgroundColor = .clear
        sixthItem.text = "placeholder"
        sixthItem.autoresizingMask = .flexibleLeftMargin
        sixthItem.adjustsFontSizeToFitWidth = fit
        sixthItem.minimumFontSize = 10
        sixthItem.baselineAdjustment = .alignCenters
        sixthItem.lineBreakMode = .tailTruncation
        sixthItem.highlightedTextColor = .clear
        flat.items.append(sixthItem)

        var seventhItem = TextItem(frame: Rect(x: 180, y: 22, width: 88, height: 20))
        seventhItem.tag = 7
        seventhItem.font = .boldSystem(14)
        seventhItem.shadowOffset = Size(width: 1, height: 1)
        seventhItem.textColor = Color(red: 0.0, green: 0.2, blue: 0.5, alpha: 1.0)
        seventhItem.backgroundColor = .clear
        seventhItem.text = "placeholder"
        seventhItem.autoresizingMask = .flexibleLeftMargin
        seventhItem.adjustsFontSizeToFitWidth = fit
        seventhItem.minimumFontSize = 10
        seventhItem.baselineAdjustment = .alignCenters
        seventhItem.lineBreakMode = .tailTruncation
        seventhItem.highlightedTextColor = .clear
        flat.items.append(seventhItem)

        var eighthItem = TextItem(frame: Rect(x: 270, y: 22, width: 45, height: 20))
        eighthItem.tag = 8
        eighthItem.font = .boldSystem(14)
        eighthItem.shadowOffset = Size(width: 1, height: 1)
        eighthItem.textColor = Color(red: 0.0, green: 0.2, blue: 0.5, alpha: 1.0)
        eighthItem.backgroundColor = .clear
        eighthItem.text = "placeholder"
        eighthItem.autoresizingMask = .flexibleLeftMargin
        eighthItem.adjustsFontSizeToFitWidth = fit
        eighthItem.minimumFontSize = 10
        eighthItem.baselineAdjustment = .alignCenters
        eighthItem.lineBreakMode = .tailTruncation
        eighthItem.highlightedTextColor = .clear
        flat.items.append(eighthItem)

        var ninthItem = TextItem(frame: Rect(x: 5, y: 44, width: 120, height: 20))
        ninthItem.tag = 9
        ninthItem.font = .boldSystem(14)
        ninthItem.shadowOffset = Size(width: 1, height: 1)
        ninthItem.textColor = Color(red: 0.0, green: 0.2, blue: 0.5, alpha: 1.0)
        ninthItem.backgroundColor = .clear
        ninthItem.text = "placeholder"
        ninthItem.autoresizingMask = .flexibleLeftMargin
        ninthItem.adjustsFontSizeToFitWidth = fit
        ninthItem.minimumFontSize = 10
        ninthItem.baselineAdjustment = .alignCenters
        ninthItem.lineBreakMode = .tailTruncation
        ninthItem.highlightedTextColor = .clear
        flat.items.append(ninthItem)

        var tenthItem = TextItem(frame: Rect(x: 130, y: 44, width: 75, height: 20))
        tenthItem.tag = 10
        tenthItem.font = .boldSystem(14)
        tenthItem.shadowOffset = Size(width: 1, height: 1)
        tenthItem.textColor = Color(red: 0.0, green: 0.2, blue: 0.5, alpha: 1.0)
        tenthItem.backgroundColor = .clear
        tenthItem.text = "placeholder"
        tenthItem.autoresizingMask = .flexibleLeftMargin
        tenthItem.adjustsFontSizeToFitWidth = fit
        tenthItem.minimumFontSize = 10
        tenthItem.baselineAdjustment = .alignCenters
        tenthItem.lineBreakMode = .tailTruncation
        tenthItem.highlightedTextColor = .clear
        flat.items.append(tenthItem)

        var eleventhItem = TextItem(frame: Rect(x: 210, y: 44, width: 105, height: 20))
        eleventhItem.tag = 11
        eleventhItem.font = .boldSystem(14)
        eleventhItem.shadowOffset = Size(width: 1, height: 1)
        eleventhItem.textColor = Color(red: 0.0, green: 0.2, blue: 0.5, alpha: 1.0)
        eleventhItem.backgroundColor = .clear
        eleventhItem.text = "placeholder"
        eleventhItem.autoresizingMask = .flexibleLeftMargin
        eleventhItem.adjustsFontSizeToFitWidth = fit
        eleventhItem.minimumFontSize = 10
        eleventhItem.baselineAdjustment = .alignCenters
        eleventhItem.lineBreakMode = .tailTruncation
        eleventhItem.highlightedTextColor = .clear
        flat.items.append(eleventhItem)

        var twelfthItem = TextItem(frame: Rect(x: 5, y: 66, width: 64, height: 20))
        twelfthItem.tag = 12
        twelfthItem.font = .boldSystem(14)
        twelfthItem.shadowOffset = Size(width: 1, height: 1)
        twelfthItem.textColor = Color(red: 0.0, green: 0.2, blue: 0.5, alpha: 1.0)
        twelfthItem.backgroundColor = .clear
        twelfthItem.text = "placeholder"
        twelfthItem.autoresizingMask = .flexibleLeftMargin
        twelfthItem.adjustsFontSizeToFitWidth = fit
        twelfthItem.minimumFontSize = 10
        twelfthItem.baselineAdjustment = .alignCenters
        twelfthItem.lineBreakMode = .tailTruncation
        twelfthItem.highlightedTextColor = .clear
        flat.items.append(twelfthItem)

        var thirteenthItem = TextItem(frame: Rect(x: 74, y: 66, width: 84, height: 20))
        thirteenthItem.tag = 13
        thirteenthItem.font = .boldSystem(14)
        thirteenthItem.shadowOffset = Size(width: 1, height: 1)
        thirteenthItem.textColor = Color(red: 0.0, green: 0.2, blue: 0.5, alpha: 1.0)
        thirteenthItem.backgroundColor = .clear
        thirteenthItem.text = "placeholder"
        thirteenthItem.autoresizingMask = .flexibleLeftMargin
        thirteenthItem.adjustsFontSizeToFitWidth = fit
        thirteenthItem.minimumFontSize = 10
        thirteenthItem.baselineAdjustment = .alignCenters
        thirteenthItem.lineBreakMode = .tailTruncation
        thirteenthItem.highlightedTextColor = .clear
        flat.items.append(thirteenthItem)

        var fourteenthItem = TextItem(frame: Rect(x: 163, y: 66, width: 92, height: 20))
        fourteenthItem.tag = 14
        fourteenthItem.font = .boldSystem(14)
        fourteenthItem.shadowOffset = Size(width: 1, height: 1)
        fourteenthItem.textColor = Color(red: 0.0, green: 0.2, blue: 0.5, alpha: 1.0)
        fourteenthItem.backgroundColor = .clear
        fourteenthItem.text = "placeholder"
        fourteenthItem.autoresizingMask = .flexibleLeftMargin
        fourteenthItem.adjustsFontSizeToFitWidth = fit
        fourteenthItem.minimumFontSize = 10
        fourteenthItem.baselineAdjustment = .alignCenters
        fourteenthItem.lineBreakMode = .tailTruncation
        fourteenthItem.highlightedTextColor = .clear
        flat.items.append(fourteenthItem)

        var fifteenthItem = TextItem(frame: Rect(x: 260, y: 66, width: 55, height: 20))
        fifteenthItem.tag = 15
        fifteenthItem.font = .boldSystem(14)
        fifteenthItem.shadowOffset = Size(width: 1, height: 1)
        fifteenthItem.textColor = Color(red: 0.0, green: 0.2, blue: 0.5, alpha: 1.0)
        fifteenthItem.backgroundColor = .clear
        fifteenthItem.text = "placeholder"
        fifteenthItem.autoresizingMask = .flexibleLeftMargin
        fifteenthItem.adjustsFontSizeToFitWidth = fit
        fifteenthItem.minimumFontSize = 10
        fifteenthItem.baselineAdjustment = .alignCenters
        fifteenthItem.lineBreakMode = .tailTruncation
        fifteenthItem.highlightedTextColor = .clear
        flat.items.append(fifteenthItem)

        var sixteenthItem = TextItem(frame: Rect(x: 5, y: 88, width: 68, height: 20))
        sixteenthItem.tag = 16
        sixteenthItem.font = .boldSystem(14)
        sixteenthItem.shadowOffset = Size(width: 1, height: 1)
        sixteenthItem.textColor = Color(red: 0.0, green: 0.2, blue: 0.5, alpha: 1.0)
        sixteenthItem.backgroundColor = .clear
        sixteenthItem.text = "placeholder"
        sixteenthItem.autoresizingMask = .flexibleLeftMargin
        sixteenthItem.adjustsFontSizeToFitWidth = fit
        sixteenthItem.minimumFontSize = 10
        sixteenthItem.baselineAdjustment = .alignCenters
        sixteenthItem.lineBreakMode = .tailTruncation
        sixteenthItem.highlightedTextColor = .clear
        flat.items.append(sixteenthItem)

        var seventeenthItem = TextItem(frame: Rect(x: 78, y: 88, width: 110, height: 20))
        seventeenthItem.tag = 17
        seventeenthItem.font = .boldSystem(14)
        seventeenthItem.shadowOffset = Size(width: 1, height: 1)
        seventeenthItem.textColor = Color(red: 0.0, green: 0.2, blue: 0.5, alpha: 1.0)
        seventeenthItem.backgroundColor = .clear
        seventeenthItem.text = "placeholder"
        seventeenthItem.autoresizingMask = .flexibleLeftMargin
        seventeenthItem.adjustsFontSizeToFitWidth = fit
        seventeenthItem.minimumFontSize = 10
        seventeenthItem.baselineAdjustment = .alignCenters
        seventeenthItem.lineBreakMode = .tailTruncation
        seventeenthItem.highlightedTextColor = .clear
        flat.items.append(seventeenthItem)

        var eighteenthItem = TextItem(frame: Rect(x: 193, y: 88, width: 72, height: 20))
        eighteenthItem.tag = 18
        eighteenthItem.font = .boldSystem(14)
        eighteenthItem.shadowOffset = Size(width: 1, height: 1)
        eighteenthItem.textColor = Color(red: 0.0, green: 0.2, blue: 0.5, alpha: 1.0)
        eighteenthItem.backgroundColor = .clear
        eighteenthItem.text = "placeholder"
        eighteenthItem.autoresizingMask = .flexibleLeftMargin
        eighteenthItem.adjustsFontSizeToFitWidth = fit
        eighteenthItem.minimumFontSize = 10
        eighteenthItem.baselineAdjustment = .alignCenters
        eighteenthItem.lineBreakMode = .tailTruncation
        eighteenthItem.highlightedTextColor = .clear
        flat.items.append(eighteenthItem)

        var nineteenthItem = TextItem(frame: Rect(x: 270, y: 88, width: 45, height: 20))
        nineteenthItem.tag = 19
        nineteenthItem.font = .boldSystem(14)
        nineteenthItem.shadowOffset = Size(width: 1, height: 1)
        nineteenthItem.textColor = Color(red: 0.0, green: 0.2, blue: 0.5, alpha: 1.0)
        nineteenthItem.backgroundColor = .clear
        nineteenthItem.text = "placeholder"
        nineteenthItem.autoresizingMask = .flexibleLeftMargin
        nineteenthItem.adjustsFontSizeToFitWidth = fit
        nineteenthItem.minimumFontSize = 10
        nineteenthItem.baselineAdjustment = .alignCenters
        nineteenthItem.lineBreakMode = .tailTruncation
        nineteenthItem.highlightedTextColor = .clear
        flat.items.append(nineteenthItem)

        var twentiethItem = TextItem(frame: Rect(x: 5, y: 110, width: 310, height: 20))
        twentiethItem.tag = 20
        twentiethItem.font = .boldSystem(14)
        twentiethItem.shadowOffset = Size(width: 1, height: 1)
        twentiethItem.textColor = Color(red: 0.0, green: 0.2, blue: 0.5, alpha: 1.0)
        twentiethItem.backgroundColor = .clear
        twentiethItem.text = "placeholder"
        twentiethItem.autoresizingMask = .flexibleLeftMargin
        twentiethItem.adjustsFontSizeToFitWidth = fit
        twentiethItem.minimumFontSize = 10
        twentiethItem.baselineAdjustment = .alignCenters
        twentiethItem.lineBreakMode = .tailTruncation
        twentiethItem.highlightedTextColor = .clear
        flat.items.append(twentiethItem)

        cell.contentView.addSubview(flat)
        return cell
    }
}
