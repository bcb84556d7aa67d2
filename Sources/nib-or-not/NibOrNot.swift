import ArgumentParser

@main
struct NibOrNot: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "nib-or-not", abstract: "Is a table row faster to build from a template or in code?")
    func run() throws {}
}
