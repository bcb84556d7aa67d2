import Views

/// The seed's row built in code: a cell, its two background views and 20 labels, written label by
/// label rather than in a loop.
///
/// The seed insists on this form ("each subview is distinct and has many properties uniquely
/// applied"), so the code pays for 20 separate call sequences just as a real hand-written row would.
/// The labels match `templates/Cell.xib` (or `Cell2.xib` when `fit` is false) property for property;
/// `BuildersTests` proves the trees equal.
public enum CodeRowBuilder {
    /// Builds the row; `fit` turns shrink-to-fit on for every label. Fitting itself happens in the
    /// caller's `layoutIfNeeded(measurer:)`, exactly as for rows made from a template.
    public static func makeCell(fit: Bool) -> TableViewCell {
        let cell = TableViewCell(frame: Rect(x: 0, y: 0, width: 320, height: 132), reuseIdentifier: "Cell")
        let backgroundView = View(frame: Rect(x: 0, y: 0, width: 320, height: 132))
        backgroundView.backgroundColor = Color(white: 0.95, alpha: 1.0)
        cell.backgroundView = backgroundView
        let selectedBackgroundView = View(frame: Rect(x: 0, y: 0, width: 320, height: 132))
        selectedBackgroundView.backgroundColor = Color(white: 0.85, alpha: 1.0)
        cell.selectedBackgroundView = selectedBackgroundView

        let firstLabel = Label(frame: Rect(x: 5, y: 0, width: 60, height: 20))
        firstLabel.tag = 1
        firstLabel.font = .boldSystem(14)
        firstLabel.shadowOffset = Size(width: 1, height: 1)
        firstLabel.textColor = Color(red: 0.0, green: 0.2, blue: 0.5, alpha: 1.0)
        firstLabel.backgroundColor = .clear
        firstLabel.text = "placeholder"
        firstLabel.autoresizingMask = .flexibleLeftMargin
        firstLabel.adjustsFontSizeToFitWidth = fit
        firstLabel.minimumFontSize = 10
        firstLabel.baselineAdjustment = .alignCenters
        firstLabel.lineBreakMode = .tailTruncation
        firstLabel.highlightedTextColor = .clear
        cell.contentView.addSubview(firstLabel)

        let secondLabel = Label(frame: Rect(x: 70, y: 0, width: 100, height: 20))
        secondLabel.tag = 2
        secondLabel.font = .boldSystem(14)
        secondLabel.shadowOffset = Size(width: 1, height: 1)
        secondLabel.textColor = Color(red: 0.0, green: 0.2, blue: 0.5, alpha: 1.0)
        secondLabel.backgroundColor = .clear
        secondLabel.text = "placeholder"
        secondLabel.autoresizingMask = .flexibleLeftMargin
        secondLabel.adjustsFontSizeToFitWidth = fit
        secondLabel.minimumFontSize = 10
        secondLabel.baselineAdjustment = .alignCenters
        secondLabel.lineBreakMode = .tailTruncation
        secondLabel.highlightedTextColor = .clear
        cell.contentView.addSubview(secondLabel)

        let thirdLabel = Label(frame: Rect(x: 175, y: 0, width: 80, height: 20))
        thirdLabel.tag = 3
        thirdLabel.font = .boldSystem(14)
        thirdLabel.shadowOffset = Size(width: 1, height: 1)
        thirdLabel.textColor = Color(red: 0.0, green: 0.2, blue: 0.5, alpha: 1.0)
        thirdLabel.backgroundColor = .clear
        thirdLabel.text = "placeholder"
        thirdLabel.autoresizingMask = .flexibleLeftMargin
        thirdLabel.adjustsFontSizeToFitWidth = fit
        thirdLabel.minimumFontSize = 10
        thirdLabel.baselineAdjustment = .alignCenters
        thirdLabel.lineBreakMode = .tailTruncation
        thirdLabel.highlightedTextColor = .clear
        cell.contentView.addSubview(thirdLabel)

        let fourthLabel = Label(frame: Rect(x: 260, y: 0, width: 55, height: 20))
        fourthLabel.tag = 4
        fourthLabel.font = .boldSystem(14)
        fourthLabel.shadowOffset = Size(width: 1, height: 1)
        fourthLabel.textColor = Color(red: 0.0, green: 0.2, blue: 0.5, alpha: 1.0)
        fourthLabel.backgroundColor = .clear
        fourthLabel.text = "placeholder"
        fourthLabel.autoresizingMask = .flexibleLeftMargin
        fourthLabel.adjustsFontSizeToFitWidth = fit
        fourthLabel.minimumFontSize = 10
        fourthLabel.baselineAdjustment = .alignCenters
        fourthLabel.lineBreakMode = .tailTruncation
        fourthLabel.highlightedTextColor = .clear
        cell.contentView.addSubview(fourthLabel)

        let fifthLabel = Label(frame: Rect(x: 5, y: 22, width: 95, height: 20))
        fifthLabel.tag = 5
        fifthLabel.font = .boldSystem(14)
        fifthLabel.shadowOffset = Size(width: 1, height: 1)
        fifthLabel.textColor = Color(red: 0.0, green: 0.2, blue: 0.5, alpha: 1.0)
        fifthLabel.backgroundColor = .clear
        fifthLabel.text = "placeholder"
        fifthLabel.autoresizingMask = .flexibleLeftMargin
        fifthLabel.adjustsFontSizeToFitWidth = fit
        fifthLabel.minimumFontSize = 10
        fifthLabel.baselineAdjustment = .alignCenters
        fifthLabel.lineBreakMode = .tailTruncation
        fifthLabel.highlightedTextColor = .clear
        cell.contentView.addSubview(fifthLabel)

        let sixthLabel = Label(frame: Rect(x: 105, y: 22, width: 70, height: 20))
        sixthLabel.tag = 6
        sixthLabel.font = .boldSystem(14)
        sixthLabel.shadowOffset = Size(width: 1, height: 1)
        sixthLabel.textColor = Color(red: 0.0, green: 0.2, blue: 0.5, alpha: 1.0)
        sixthLabel.backgroundColor = .clear
        sixthLabel.text = "placeholder"
        sixthLabel.autoresizingMask = .flexibleLeftMargin
        sixthLabel.adjustsFontSizeToFitWidth = fit
        sixthLabel.minimumFontSize = 10
        sixthLabel.baselineAdjustment = .alignCenters
        sixthLabel.lineBreakMode = .tailTruncation
        sixthLabel.highlightedTextColor = .clear
        cell.contentView.addSubview(sixthLabel)

        let seventhLabel = Label(frame: Rect(x: 180, y: 22, width: 88, height: 20))
        seventhLabel.tag = 7
        seventhLabel.font = .boldSystem(14)
        seventhLabel.shadowOffset = Size(width: 1, height: 1)
        seventhLabel.textColor = Color(red: 0.0, green: 0.2, blue: 0.5, alpha: 1.0)
        seventhLabel.backgroundColor = .clear
        seventhLabel.text = "placeholder"
        seventhLabel.autoresizingMask = .flexibleLeftMargin
        seventhLabel.adjustsFontSizeToFitWidth = fit
        seventhLabel.minimumFontSize = 10
        seventhLabel.baselineAdjustment = .alignCenters
        seventhLabel.lineBreakMode = .tailTruncation
        seventhLabel.highlightedTextColor = .clear
        cell.contentView.addSubview(seventhLabel)

        let eighthLabel = Label(frame: Rect(x: 270, y: 22, width: 45, height: 20))
        eighthLabel.tag = 8
        eighthLabel.font = .boldSystem(14)
        eighthLabel.shadowOffset = Size(width: 1, height: 1)
        eighthLabel.textColor = Color(red: 0.0, green: 0.2, blue: 0.5, alpha: 1.0)
        eighthLabel.backgroundColor = .clear
        eighthLabel.text = "placeholder"
        eighthLabel.autoresizingMask = .flexibleLeftMargin
        eighthLabel.adjustsFontSizeToFitWidth = fit
        eighthLabel.minimumFontSize = 10
        eighthLabel.baselineAdjustment = .alignCenters
        eighthLabel.lineBreakMode = .tailTruncation
        eighthLabel.highlightedTextColor = .clear
        cell.contentView.addSubview(eighthLabel)

        let ninthLabel = Label(frame: Rect(x: 5, y: 44, width: 120, height: 20))
        ninthLabel.tag = 9
        ninthLabel.font = .boldSystem(14)
        ninthLabel.shadowOffset = Size(width: 1, height: 1)
        ninthLabel.textColor = Color(red: 0.0, green: 0.2, blue: 0.5, alpha: 1.0)
        ninthLabel.backgroundColor = .clear
        ninthLabel.text = "placeholder"
        ninthLabel.autoresizingMask = .flexibleLeftMargin
        ninthLabel.adjustsFontSizeToFitWidth = fit
        ninthLabel.minimumFontSize = 10
        ninthLabel.baselineAdjustment = .alignCenters
        ninthLabel.lineBreakMode = .tailTruncation
        ninthLabel.highlightedTextColor = .clear
        cell.contentView.addSubview(ninthLabel)

        let tenthLabel = Label(frame: Rect(x: 130, y: 44, width: 75, height: 20))
        tenthLabel.tag = 10
        tenthLabel.font = .boldSystem(14)
        tenthLabel.shadowOffset = Size(width: 1, height: 1)
        tenthLabel.textColor = Color(red: 0.0, green: 0.2, blue: 0.5, alpha: 1.0)
        tenthLabel.backgroundColor = .clear
        tenthLabel.text = "placeholder"
        tenthLabel.autoresizingMask = .flexibleLeftMargin
        tenthLabel.adjustsFontSizeToFitWidth = fit
        tenthLabel.minimumFontSize = 10
        tenthLabel.baselineAdjustment = .alignCenters
        tenthLabel.lineBreakMode = .tailTruncation
        tenthLabel.highlightedTextColor = .clear
        cell.contentView.addSubview(tenthLabel)

        let eleventhLabel = Label(frame: Rect(x: 210, y: 44, width: 105, height: 20))
        eleventhLabel.tag = 11
        eleventhLabel.font = .boldSystem(14)
        eleventhLabel.shadowOffset = Size(width: 1, height: 1)
        eleventhLabel.textColor = Color(red: 0.0, green: 0.2, blue: 0.5, alpha: 1.0)
        eleventhLabel.backgroundColor = .clear
        eleventhLabel.text = "placeholder"
        eleventhLabel.autoresizingMask = .flexibleLeftMargin
        eleventhLabel.adjustsFontSizeToFitWidth = fit
        eleventhLabel.minimumFontSize = 10
        eleventhLabel.baselineAdjustment = .alignCenters
        eleventhLabel.lineBreakMode = .tailTruncation
        eleventhLabel.highlightedTextColor = .clear
        cell.contentView.addSubview(eleventhLabel)

        let twelfthLabel = Label(frame: Rect(x: 5, y: 66, width: 64, height: 20))
        twelfthLabel.tag = 12
        twelfthLabel.font = .boldSystem(14)
        twelfthLabel.shadowOffset = Size(width: 1, height: 1)
        twelfthLabel.textColor = Color(red: 0.0, green: 0.2, blue: 0.5, alpha: 1.0)
        twelfthLabel.backgroundColor = .clear
        twelfthLabel.text = "placeholder"
        twelfthLabel.autoresizingMask = .flexibleLeftMargin
        twelfthLabel.adjustsFontSizeToFitWidth = fit
        twelfthLabel.minimumFontSize = 10
        twelfthLabel.baselineAdjustment = .alignCenters
        twelfthLabel.lineBreakMode = .tailTruncation
        twelfthLabel.highlightedTextColor = .clear
        cell.contentView.addSubview(twelfthLabel)

        let thirteenthLabel = Label(frame: Rect(x: 74, y: 66, width: 84, height: 20))
        thirteenthLabel.tag = 13
        thirteenthLabel.font = .boldSystem(14)
        thirteenthLabel.shadowOffset = Size(width: 1, height: 1)
        thirteenthLabel.textColor = Color(red: 0.0, green: 0.2, blue: 0.5, alpha: 1.0)
        thirteenthLabel.backgroundColor = .clear
        thirteenthLabel.text = "placeholder"
        thirteenthLabel.autoresizingMask = .flexibleLeftMargin
        thirteenthLabel.adjustsFontSizeToFitWidth = fit
        thirteenthLabel.minimumFontSize = 10
        thirteenthLabel.baselineAdjustment = .alignCenters
        thirteenthLabel.lineBreakMode = .tailTruncation
        thirteenthLabel.highlightedTextColor = .clear
        cell.contentView.addSubview(thirteenthLabel)

        let fourteenthLabel = Label(frame: Rect(x: 163, y: 66, width: 92, height: 20))
        fourteenthLabel.tag = 14
        fourteenthLabel.font = .boldSystem(14)
        fourteenthLabel.shadowOffset = Size(width: 1, height: 1)
        fourteenthLabel.textColor = Color(red: 0.0, green: 0.2, blue: 0.5, alpha: 1.0)
        fourteenthLabel.backgroundColor = .clear
        fourteenthLabel.text = "placeholder"
        fourteenthLabel.autoresizingMask = .flexibleLeftMargin
        fourteenthLabel.adjustsFontSizeToFitWidth = fit
        fourteenthLabel.minimumFontSize = 10
        fourteenthLabel.baselineAdjustment = .alignCenters
        fourteenthLabel.lineBreakMode = .tailTruncation
        fourteenthLabel.highlightedTextColor = .clear
        cell.contentView.addSubview(fourteenthLabel)

        let fifteenthLabel = Label(frame: Rect(x: 260, y: 66, width: 55, height: 20))
        fifteenthLabel.tag = 15
        fifteenthLabel.font = .boldSystem(14)
        fifteenthLabel.shadowOffset = Size(width: 1, height: 1)
        fifteenthLabel.textColor = Color(red: 0.0, green: 0.2, blue: 0.5, alpha: 1.0)
        fifteenthLabel.backgroundColor = .clear
        fifteenthLabel.text = "placeholder"
        fifteenthLabel.autoresizingMask = .flexibleLeftMargin
        fifteenthLabel.adjustsFontSizeToFitWidth = fit
        fifteenthLabel.minimumFontSize = 10
        fifteenthLabel.baselineAdjustment = .alignCenters
        fifteenthLabel.lineBreakMode = .tailTruncation
        fifteenthLabel.highlightedTextColor = .clear
        cell.contentView.addSubview(fifteenthLabel)

        let sixteenthLabel = Label(frame: Rect(x: 5, y: 88, width: 68, height: 20))
        sixteenthLabel.tag = 16
        sixteenthLabel.font = .boldSystem(14)
        sixteenthLabel.shadowOffset = Size(width: 1, height: 1)
        sixteenthLabel.textColor = Color(red: 0.0, green: 0.2, blue: 0.5, alpha: 1.0)
        sixteenthLabel.backgroundColor = .clear
        sixteenthLabel.text = "placeholder"
        sixteenthLabel.autoresizingMask = .flexibleLeftMargin
        sixteenthLabel.adjustsFontSizeToFitWidth = fit
        sixteenthLabel.minimumFontSize = 10
        sixteenthLabel.baselineAdjustment = .alignCenters
        sixteenthLabel.lineBreakMode = .tailTruncation
        sixteenthLabel.highlightedTextColor = .clear
        cell.contentView.addSubview(sixteenthLabel)

        let seventeenthLabel = Label(frame: Rect(x: 78, y: 88, width: 110, height: 20))
        seventeenthLabel.tag = 17
        seventeenthLabel.font = .boldSystem(14)
        seventeenthLabel.shadowOffset = Size(width: 1, height: 1)
        seventeenthLabel.textColor = Color(red: 0.0, green: 0.2, blue: 0.5, alpha: 1.0)
        seventeenthLabel.backgroundColor = .clear
        seventeenthLabel.text = "placeholder"
        seventeenthLabel.autoresizingMask = .flexibleLeftMargin
        seventeenthLabel.adjustsFontSizeToFitWidth = fit
        seventeenthLabel.minimumFontSize = 10
        seventeenthLabel.baselineAdjustment = .alignCenters
        seventeenthLabel.lineBreakMode = .tailTruncation
        seventeenthLabel.highlightedTextColor = .clear
        cell.contentView.addSubview(seventeenthLabel)

        let eighteenthLabel = Label(frame: Rect(x: 193, y: 88, width: 72, height: 20))
        eighteenthLabel.tag = 18
        eighteenthLabel.font = .boldSystem(14)
        eighteenthLabel.shadowOffset = Size(width: 1, height: 1)
        eighteenthLabel.textColor = Color(red: 0.0, green: 0.2, blue: 0.5, alpha: 1.0)
        eighteenthLabel.backgroundColor = .clear
        eighteenthLabel.text = "placeholder"
        eighteenthLabel.autoresizingMask = .flexibleLeftMargin
        eighteenthLabel.adjustsFontSizeToFitWidth = fit
        eighteenthLabel.minimumFontSize = 10
        eighteenthLabel.baselineAdjustment = .alignCenters
        eighteenthLabel.lineBreakMode = .tailTruncation
        eighteenthLabel.highlightedTextColor = .clear
        cell.contentView.addSubview(eighteenthLabel)

        let nineteenthLabel = Label(frame: Rect(x: 270, y: 88, width: 45, height: 20))
        nineteenthLabel.tag = 19
        nineteenthLabel.font = .boldSystem(14)
        nineteenthLabel.shadowOffset = Size(width: 1, height: 1)
        nineteenthLabel.textColor = Color(red: 0.0, green: 0.2, blue: 0.5, alpha: 1.0)
        nineteenthLabel.backgroundColor = .clear
        nineteenthLabel.text = "placeholder"
        nineteenthLabel.autoresizingMask = .flexibleLeftMargin
        nineteenthLabel.adjustsFontSizeToFitWidth = fit
        nineteenthLabel.minimumFontSize = 10
        nineteenthLabel.baselineAdjustment = .alignCenters
        nineteenthLabel.lineBreakMode = .tailTruncation
        nineteenthLabel.highlightedTextColor = .clear
        cell.contentView.addSubview(nineteenthLabel)

        let twentiethLabel = Label(frame: Rect(x: 5, y: 110, width: 310, height: 20))
        twentiethLabel.tag = 20
        twentiethLabel.font = .boldSystem(14)
        twentiethLabel.shadowOffset = Size(width: 1, height: 1)
        twentiethLabel.textColor = Color(red: 0.0, green: 0.2, blue: 0.5, alpha: 1.0)
        twentiethLabel.backgroundColor = .clear
        twentiethLabel.text = "placeholder"
        twentiethLabel.autoresizingMask = .flexibleLeftMargin
        twentiethLabel.adjustsFontSizeToFitWidth = fit
        twentiethLabel.minimumFontSize = 10
        twentiethLabel.baselineAdjustment = .alignCenters
        twentiethLabel.lineBreakMode = .tailTruncation
        twentiethLabel.highlightedTextColor = .clear
        cell.contentView.addSubview(twentiethLabel)

        return cell
    }
}
