import Foundation
import Testing
import VipermapIndexer

/// Facts carry the physical line Xcode shows, whatever the file's line endings, and source text is the text
/// as written (the indexer slices it from the file's bytes instead of printing the syntax tree again).
@Suite struct LineNumberTests {
    /// Line 1 comment, 3 class, 5 function, 6 TODO, 7 a branch whose condition spans lines 7–8 around a navigation on
    /// line 8, 11 fatalError.
    static let lines = [
        "// Überblick: ein Router",
        "",
        "final class HomeRouter {",
        "    weak var viewController: UIViewController?",
        "    func openDetails(item: Item) {",
        "        // TODO: déjà vu",
        "        if item.isNew ||",
        "           item.title == \"naïve 🚀\" { viewController?.present(DetailsBuilder.build(item: item), animated: true) }",
        "    }",
        "    func broken() {",
        "        fatalError(\"not implemented yet\")",
        "    }",
        "}",
    ]

    static func facts(joinedBy separator: String) -> FileFacts {
        FactExtractor.facts(path: "HomeRouter.swift", data: Data(lines.joined(separator: separator).utf8))
    }

    /// Every line number the facts hold, as one comparable list.
    static func summary(_ facts: FileFacts) -> [String] {
        facts.types.map { "type \($0.qualifiedName) \($0.line)" }
            + facts.functions.map { "func \($0.name) \($0.line)" }
            + facts.functions.flatMap(\.steps).map { "step \($0.line) \($0.value.sourceText) if \($0.branch ?? "-")" }
            + facts.markers.map { "marker \($0.kind.rawValue) \($0.line) \($0.text)" }
    }

    @Test(arguments: ["\n", "\r\n", "\r"])
    func linesAreThePhysicalLines(separator: String) {
        #expect(Self.summary(Self.facts(joinedBy: separator)) == [
            "type HomeRouter 3",
            "func openDetails 5",
            "func broken 10",
            "step 7 … if -",
            "step 8 viewController.present(DetailsBuilder.build(item: item), animated: true) if item.isNew ||\(separator)           item.title == \"naïve 🚀\"",
            "step 11 fatalError(\"not implemented yet\") if -",
            "marker todo 6 // TODO: déjà vu",
            "marker implementationPending 11 fatalError(\"not implemented yet\")",
        ])
    }

    @Test func aParseErrorIsReportedAtItsLineWhateverTheLineEndings() {
        for separator in ["\n", "\r\n", "\r"] {
            let source = ["struct A {}", "", "func b( {", "}"].joined(separator: separator)
            let facts = FactExtractor.facts(path: "A.swift", data: Data(source.utf8))
            #expect(facts.problems.map { "\($0.rule) \($0.line.map(String.init) ?? "-")" } == ["parseError 3"], "separator \(separator.debugDescription)")
        }
    }
}
