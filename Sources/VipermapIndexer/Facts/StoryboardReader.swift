import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads a `.storyboard` (Interface Builder XML) into ``StoryboardFacts`` with Foundation's XMLParser.
final class StoryboardReader: NSObject, XMLParserDelegate {
    /// Facts of one storyboard. A malformed file gives a `malformedStoryboard` problem and whatever was read before the error.
    static func facts(path: String, data: Data) -> FileFacts {
        var facts = FileFacts(path: path)
        if !XMLInput.isSafe(data) {
            facts.problems.append(ProblemFact(
                rule: "malformedStoryboard",
                message: "\(path) is not a well-formed storyboard (it is not UTF-8 text); its scenes and segues were skipped.",
                line: nil))
            facts.storyboard = StoryboardFacts()
            return facts
        }
        let reader = StoryboardReader()
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        let parsed = parser.parse()
        // Some XMLParser builds report a tag mismatch only through the delegate, or not at all at end of input:
        // an element left open is malformed too.
        if !parsed || reader.error != nil || parser.parserError != nil || reader.depth != 0 || !reader.sawDocument {
            let line = reader.errorLine ?? parser.lineNumber
            let reason = (reader.error ?? parser.parserError).map { ($0 as NSError).localizedDescription }
                ?? (reader.sawDocument ? "an element is not closed" : "no <document> element")
            facts.problems.append(ProblemFact(
                rule: "malformedStoryboard",
                message: "\(path):\(line) is not a well-formed storyboard (\(reason)); its scenes and segues were skipped.",
                line: line))
            reader.storyboard.segues = []
            reader.storyboard.scenes = []
            reader.storyboard.initialViewController = nil
        }
        facts.storyboard = reader.storyboard
        return facts
    }

    private var storyboard = StoryboardFacts()
    private var depth = 0
    private var sawDocument = false
    private var error: Error?
    private var errorLine: Int?
    /// Ids of the scene elements we are inside (segues belong to the innermost).
    private var sceneStack: [(element: String, id: String)] = []

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes: [String: String] = [:]) {
        depth += 1
        if elementName == "document" {
            sawDocument = true
            storyboard.initialViewController = attributes["initialViewController"]
        } else if Self.isScene(elementName, attributes: attributes), let id = attributes["id"] {
            storyboard.scenes.append(StoryboardScene(
                id: id, customClass: attributes["customClass"] ?? Self.defaultClass(elementName),
                storyboardIdentifier: attributes["storyboardIdentifier"], line: parser.lineNumber,
                referencedStoryboard: elementName == "viewControllerPlaceholder" ? attributes["storyboardName"] : nil,
                referencedIdentifier: elementName == "viewControllerPlaceholder" ? attributes["referencedIdentifier"] : nil))
            sceneStack.append((elementName, id))
        } else if elementName == "segue", let destination = attributes["destination"], let source = sceneStack.last?.id {
            storyboard.segues.append(StoryboardSegue(
                source: source, destination: destination, kind: attributes["kind"] ?? "custom",
                identifier: attributes["identifier"], line: parser.lineNumber, unwindAction: attributes["unwindAction"]))
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if error == nil {
            error = parseError
            errorLine = parser.lineNumber
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        depth -= 1
        if let last = sceneStack.last, last.element == elementName {
            sceneStack.removeLast()
        }
    }

    /// View controller scene elements: `viewController`, `tableViewController`, `navigationController`, …
    static func isScene(_ element: String, attributes: [String: String]) -> Bool {
        if attributes["sceneMemberID"] == "viewController" { return true }
        return element.hasSuffix("Controller") && attributes["id"] != nil && element != "segue"
    }

    /// UIKit containers without a custom class: named so the link step knows they are not modules.
    static func defaultClass(_ element: String) -> String? {
        switch element {
        case "navigationController": return "UINavigationController"
        case "tabBarController": return "UITabBarController"
        case "splitViewController": return "UISplitViewController"
        case "pageViewController": return "UIPageViewController"
        default: return nil
        }
    }
}
