import Testing
import VipermapExplorer

/// `--source-url` templates: only http(s), path segments encoded like `encodeURIComponent`.
@Suite struct SourceURLTemplateTests {
    @Test func fillsPathAndLine() throws {
        let template = try #require(SourceURLTemplate("https://example.com/org/app/blob/main/{path}#L{line}"))
        #expect(template.url(path: "Modules/Auth/Login/LoginPresenter.swift", line: 12)
            == "https://example.com/org/app/blob/main/Modules/Auth/Login/LoginPresenter.swift#L12")
    }

    @Test func encodesEachSegmentButKeepsSlashes() throws {
        let template = try #require(SourceURLTemplate("http://git.local/{path}?line={line}"))
        #expect(template.url(path: "My Folder/a&b#c?d/\"x\"<y>/é.swift", line: 3)
            == "http://git.local/My%20Folder/a%26b%23c%3Fd/%22x%22%3Cy%3E/%C3%A9.swift?line=3")
        #expect(template.url(path: "javascript:alert(1)", line: nil) == "http://git.local/javascript%3Aalert(1)?line=")
    }

    @Test func rejectsEverythingButHTTP() {
        for bad in ["javascript:alert(1)//{path}", "JavaScript:alert(1)", "data:text/html,{path}", "file:///src/{path}",
                    "/blob/{path}", "{path}", "https:///{path}", "vbscript:{path}"] {
            #expect(SourceURLTemplate(bad) == nil, "\(bad) must be rejected")
        }
        #expect(SourceURLTemplate("HTTPS://Example.com/{path}#L{line}") != nil)
    }
}
