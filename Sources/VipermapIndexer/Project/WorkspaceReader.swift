import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an Xcode workspace's `contents.xcworkspacedata` (XML, Foundation's `XMLParser`): the projects it lists.
enum WorkspaceReader {
    /// Root-relative paths of the `.xcodeproj` folders `data` lists, in order. `workspace` is the
    /// `.xcworkspace` folder relative to the root. Throws ``ProjectReadError`` on XML that is not well-formed.
    static func projects(_ data: Data, workspace: String) throws -> [String] {
        guard XMLInput.isSafe(data) else {
            throw ProjectReadError(message: "\(workspace)/contents.xcworkspacedata is not a workspace Xcode wrote (it is not UTF-8 text).")
        }
        let delegate = Delegate(workspaceFolder: ProjectPath.folder(of: workspace))
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        parser.shouldResolveExternalEntities = false
        let parsed = parser.parse()
        // Some XMLParser builds report a tag mismatch only through the delegate, or not at all at end of input (as the
        // storyboard reader found): an element left open, or no <Workspace>, is malformed too.
        if !parsed || delegate.error != nil || parser.parserError != nil || delegate.depth != 0 || !delegate.sawWorkspace {
            let reason = (delegate.error ?? parser.parserError).map { PBXProjectReader.reason($0) }
                ?? (delegate.sawWorkspace ? "an element is not closed" : "no <Workspace> element")
            throw ProjectReadError(message: "\(workspace)/contents.xcworkspacedata is not a workspace Xcode wrote (line \(delegate.errorLine ?? parser.lineNumber): \(reason)).")
        }
        return delegate.projects
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        /// Folders of the enclosing `<Group location="group:…">` elements, innermost last.
        var folders: [String]
        var projects: [String] = []
        var depth = 0
        var sawWorkspace = false
        var error: Error?
        var errorLine: Int?

        init(workspaceFolder: String) {
            folders = [workspaceFolder]
        }

        /// `group:App/App.xcodeproj`, `container:App.xcodeproj`, `self:` resolved against the enclosing folder.
        func resolve(_ location: String) -> String? {
            guard let colon = location.firstIndex(of: ":") else { return nil }
            let kind = location[..<colon], path = String(location[location.index(after: colon)...])
            switch kind {
            case "group": return ProjectPath.join(folders.last ?? "", path)
            case "container": return ProjectPath.join(folders.first ?? "", path)
            default: return nil
            }
        }

        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            depth += 1
            if element == "Workspace" { sawWorkspace = true }
            let resolved = attributes["location"].flatMap(resolve)
            if element == "Group" {
                folders.append(resolved ?? folders.last ?? "")
            } else if element == "FileRef", let resolved, resolved.hasSuffix(".xcodeproj"), !projects.contains(resolved) {
                projects.append(resolved)
            }
        }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            depth -= 1
            if element == "Group", folders.count > 1 { folders.removeLast() }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            if error == nil {
                error = parseError
                errorLine = parser.lineNumber
            }
        }
    }
}
