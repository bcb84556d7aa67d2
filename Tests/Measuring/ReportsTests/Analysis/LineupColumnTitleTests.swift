@testable import Reports
import Results
import Testing

/// A column about a role only some toolkits play is titled by those toolkits (`ToolkitLineup.columnTitles`):
/// GNUstep names its `NSNib`; a second toolkit with its own XIB API would add its title; with none, the figure's.
@Suite struct LineupColumnTitleTests {
    let figure = LineupComparison.xibOverCode

    @Test func theToolkitWithTheRoleTitlesItsColumn() {
        #expect(
            figure.columnTitle(among: [ToolkitDeclaration.gtk.lineup, ToolkitDeclaration.gnustep.lineup])
                == "XIB (`NSNib`) / code")
    }

    @Test func twoToolkitsTitlesAreJoinedAndOthersGiveTheFiguresOwn() {
        var other = ToolkitDeclaration.gtk.lineup
        other.xibTemplate = other.templatePerRow
        #expect(
            figure.columnTitle(among: [
                ToolkitDeclaration.gnustep.lineup, other.titling(.xibTemplate, "XIB (`GtkXib`) / code"),
            ])
                == "XIB (`NSNib`) / code; XIB (`GtkXib`) / code")
        #expect(figure.columnTitle(among: [ToolkitDeclaration.gtk.lineup]) == "XIB / code")
        // A toolkit's title for a role it does not play titles nothing.
        #expect(
            figure.columnTitle(among: [ToolkitDeclaration.gtk.lineup.titling(.xibTemplate, "XIB (`GtkXib`) / code")])
                == "XIB / code")
    }
}
