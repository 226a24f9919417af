import Foundation
import Testing
@testable import VipermapExplorer

/// The constants in `WebResources+Generated.swift` are exactly the files in `Web/`.
@Suite struct WebResourcesDriftTests {
    static let web = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Web")

    static func file(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: web.appendingPathComponent(name)), as: UTF8.self)
    }

    static let constants = ["index.html": WebResources.indexHTML, "explorer.css": WebResources.stylesheet, "explorer.js": WebResources.script]

    @Test(arguments: ["index.html", "explorer.css", "explorer.js"])
    func generatedConstantMatchesWebFile(name: String) throws {
        let onDisk = try Self.file(name)
        let constant = try #require(Self.constants[name])
        #expect(onDisk == constant, "Web/\(name) differs from WebResources+Generated.swift: run `make generate-web` to regenerate")
    }

    @Test func everyWebFileIsGenerated() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.web.path).filter { !$0.hasPrefix(".") }.sorted()
        #expect(files == Self.constants.keys.sorted(), "Web/ holds files WebResources does not: run `make generate-web` to regenerate")
    }

    @Test func inlinedFilesCannotCloseTheirElements() {
        // The CSS and JS are inlined in <style> and <script>; a closing tag inside them would end the element early.
        #expect(!WebResources.script.lowercased().contains("</script"))
        #expect(!WebResources.script.contains("<!--"))
        #expect(!WebResources.stylesheet.lowercased().contains("</style"))
    }

    @Test func templateHasEveryPlaceholderOnce() {
        for name in ["csp", "style", "data", "pictures", "script"] {
            #expect(WebResources.indexHTML.components(separatedBy: "{{\(name)}}").count == 2, "{{\(name)}} must appear once in Web/index.html")
        }
    }
}
