import Foundation
import Results
import Testing

/// The model's workers are one group among the toolkits' (`RunPlan.workerGroups`), while run.json keeps them in the
/// plan's own fields as every run has.
struct RunPlanGroupsTests {
    static func plan(modelVariants: [String]) -> RunPlan {
        RunPlan(
            variants: modelVariants, templatesDirectory: "/t", processes: 20, coldProcesses: 3, warmupRounds: 30,
            rounds: 250, minimumBatchNanoseconds: 50_000, coldRows: 10, countingRows: 50, seed: 1,
            toolkitGroups: [
                ToolkitGroup(
                    toolkit: ToolkitDeclaration.gtk.name, variants: ["gtk-code/fit"], processes: 10,
                    warmupRounds: 5, rounds: 60, coldProcesses: 1, countingRows: 10)
            ])
    }

    @Test func theModelIsTheFirstGroupNamedByItsDeclaration() throws {
        let plan = Self.plan(modelVariants: ["code/fit", "nib/fit"])
        #expect(plan.groups == [ToolkitDeclaration.model.name, ToolkitDeclaration.gtk.name])
        let model = try #require(plan.group(named: ToolkitDeclaration.model.name))
        #expect(model.isModel && !plan.workerGroups[1].isModel)
        #expect(
            model
                == ToolkitGroup(
                    toolkit: ToolkitDeclaration.model.name, variants: ["code/fit", "nib/fit"], processes: 20,
                    warmupRounds: 30, rounds: 250, coldProcesses: 3, countingRows: 50))
        #expect(plan.allVariants == ["code/fit", "nib/fit", "gtk-code/fit"])
    }

    @Test func aPlanWithoutTheModelsVariantsHasNoModelGroup() {
        let plan = Self.plan(modelVariants: [])
        #expect(plan.groups == [ToolkitDeclaration.gtk.name])
        #expect(plan.group(named: ToolkitDeclaration.model.name) == nil)
    }

    /// Sizing the model's group writes the plan's own fields, so run.json encodes as it always has.
    @Test func sizingAGroupWritesWhereTheFileKeepsIt() throws {
        var plan = Self.plan(modelVariants: ["code/fit"])
        plan.setSize(ofGroup: ToolkitDeclaration.model.name, processes: 12, rounds: 70)
        plan.setSize(ofGroup: ToolkitDeclaration.gtk.name, processes: 6, rounds: 14)
        plan.setSize(ofGroup: "nothing", processes: 1, rounds: 1)
        #expect((plan.processes, plan.rounds) == (12, 70))
        #expect(plan.toolkitGroups?.map(\.processes) == [6] && plan.toolkitGroups?.map(\.rounds) == [14])
        let keys = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(plan)) as? [String: Any])
            .keys
        #expect(!keys.contains("workerGroups") && !keys.contains("modelGroup"))
    }
}
