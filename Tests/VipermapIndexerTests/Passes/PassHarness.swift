import Foundation
import Testing
import VipermapModel
@testable import VipermapIndexer

/// One link pass under test: inline sources turned into facts in memory (no files), linked up to the pass named
/// (``LinkPipeline/passes``), so a test sees what that pass adds to what the passes before it gave.
struct PassHarness {
    var linker: Linker

    init(_ sources: [String: String]) {
        let facts = sources.keys.sorted().map { FactExtractor.facts(path: $0, data: Data(sources[$0]!.utf8)) }
        linker = Linker(files: facts, projectFolders: [], rootName: "App")
    }

    /// How many of the pipeline's passes have run.
    private var ran = 0

    /// Runs the passes not run yet, up to and including `pass`.
    mutating func run(through pass: String) {
        let passes = LinkPipeline.passes
        guard let last = passes.firstIndex(where: { $0.name == pass }), last >= ran else {
            Issue.record("no pass \(pass) left to run")
            return
        }
        for index in ran...last { passes[index].run(&linker) }
        ran = last + 1
    }

    /// The position of `pass` in the pipeline, and the name of the one before it.
    static func before(_ pass: String) -> String {
        let names = LinkPipeline.passes.map(\.name)
        return names[names.firstIndex(of: pass)! - 1]
    }

    /// `"id: role type, …"` of each module, components sorted.
    var modules: Set<String> {
        Set(linker.drafts.map { draft in
            "\(draft.id): " + draft.components.map { "\($0.role.rawValue) \($0.type)" }.sorted().joined(separator: ", ")
        })
    }

    /// `"from -[transition]-> to"` of each route, `∅` for none.
    var routes: Set<String> {
        Set(linker.routes.map { "\($0.from ?? "∅") -[\($0.transition.rawValue)]-> \($0.to ?? "∅")" })
    }
}
