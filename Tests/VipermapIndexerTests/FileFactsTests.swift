import Foundation
import Testing
import VipermapIndexer

/// Per-file facts are a pure function of (path, bytes) and survive a JSON round trip (a later cache stores them).
@Suite struct FileFactsTests {
    static let source = """
    final class HomeRouter {
        weak var viewController: UIViewController?
        // TODO: deep links
        func openDetails(item: Item) {
            #if DEBUG
            viewController?.navigationController?.pushViewController(DetailsBuilder.build(item: item), animated: true)
            #endif
        }
    }
    """

    @Test func factsArePureAndCodable() throws {
        let data = Data(Self.source.utf8)
        let facts = FactExtractor.facts(path: "Home/HomeRouter.swift", data: data)
        #expect(facts == FactExtractor.facts(path: "Home/HomeRouter.swift", data: data))
        let decoded = try JSONDecoder().decode(FileFacts.self, from: try JSONEncoder().encode(facts))
        #expect(decoded == facts)
        #expect(facts.types.map(\.qualifiedName) == ["HomeRouter"])
        let function = try #require(facts.functions.first { $0.name == "openDetails" })
        #expect(function.steps.map { "\($0.kind) \($0.line) \($0.condition ?? "-") \($0.value.sourceText)" } 
            == ["evaluate 6 DEBUG viewController.navigationController.pushViewController(DetailsBuilder.build(item: item), animated: true)"])
        #expect(facts.markers.map { "\($0.kind.rawValue) \($0.line) \($0.owner ?? "-")" } == ["todo 3 HomeRouter"])
    }

    @Test func storyboardFactsAreCodable() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document initialViewController="a">
            <scenes><scene><objects>
                <viewController id="a" customClass="HomeViewController" storyboardIdentifier="Home" sceneMemberID="viewController">
                    <connections><segue destination="b" kind="show" identifier="next" id="s"/></connections>
                </viewController>
                <viewController id="b" customClass="NextViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes>
        </document>
        """
        let facts = FactExtractor.facts(path: "Main.storyboard", data: Data(xml.utf8))
        let storyboard = try #require(facts.storyboard)
        #expect(storyboard.initialViewController == "a")
        #expect(storyboard.scenes.map { "\($0.id) \($0.customClass ?? "-") \($0.storyboardIdentifier ?? "-") \($0.line)" } == [
            "a HomeViewController Home 4", "b NextViewController - 7",
        ])
        #expect(storyboard.segues.map { "\($0.source)->\($0.destination) \($0.kind) \($0.identifier ?? "-") \($0.line)" } == ["a->b show next 5"])
        #expect(try JSONDecoder().decode(FileFacts.self, from: try JSONEncoder().encode(facts)) == facts)
    }
}
