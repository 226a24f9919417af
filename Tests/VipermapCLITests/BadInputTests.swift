import Foundation
import Testing
import VipermapModel
@testable import VipermapIndexer

/// Issue 8's bad-input table, end to end through the `vipermap` binary: each row gives one clear message (what,
/// where, what to do), everything else is still indexed, the exit code is the documented one, and no crash trace
/// reaches the user.
@Suite struct BadInputTests {
    static let home = ScratchApp.module("Home", router: ScratchApp.push("List"))
    static let list = ScratchApp.module("List")

    @Test func nonexistentPathForEveryCommand() throws {
        let missing = "/nonexistent/vipermap/app"
        let index = try VipermapProcess.run(["index", missing, "--output", "-"])
        #expect(index.status == 2)
        #expect(index.stderr == "vipermap: \(missing) does not exist; pass the folder that holds your app's Swift sources.\n")
        for command in ["render", "explore"] {
            let result = try VipermapProcess.run([command, missing, "--output", "/tmp/never-\(UUID().uuidString)"])
            #expect(result.status == 2, "\(command)")
            #expect(result.stderr == "vipermap: \(missing) does not exist; pass a map.json, a folder holding one, or an app's source folder.\n")
            #expect(!result.hasCrashTrace)
        }
    }

    @Test func emptyFolder() throws {
        let app = try ScratchApp()
        defer { app.remove() }
        let (result, map) = try app.index()
        #expect(result.status == 2)
        #expect(result.stderr == "vipermap: \(app.root.path) holds no .swift or .storyboard files (after excludes); pass the folder that holds your app's Swift sources.\n")
        #expect(map == nil)
    }

    @Test func fileWhereAFolderIsExpected() throws {
        let app = try ScratchApp(["Home.swift": Self.home])
        defer { app.remove() }
        let file = app.url("Home.swift").path
        let result = try VipermapProcess.run(["map", file, "--output", app.url("out").path])
        #expect(result.status == 2)
        #expect(result.stderr == "vipermap: \(file) is a file, not a folder; pass the folder that holds your app's Swift sources.\n")
        #expect(!FileManager.default.fileExists(atPath: app.url("out").path), "nothing is created for an input error")
    }

    /// Tests run as root in CI containers, where `chmod 000` does not stop a read. The read failure itself is
    /// then exercised by a file that disappears between discovery and reading (what a concurrent `git checkout`
    /// does); as a normal user the chmod case runs too.
    @Test func unreadableFileIsAFindingAndTheRunGoesOn() throws {
        let app = try ScratchApp(["Home.swift": Self.home, "List.swift": Self.list, "Secret.swift": Self.list])
        defer { app.remove() }
        let gone = FileDiscovery.Found(relativePath: "Gone.swift", url: app.url("Gone.swift"))
        let facts = Indexer.extractFacts([gone, FileDiscovery.Found(relativePath: "Home.swift", url: app.url("Home.swift"))])
        #expect(facts.map(\.path) == ["Gone.swift", "Home.swift"])
        #expect(facts[0].problems.map(\.rule) == ["unreadableFile"])
        #expect(facts[0].problems[0].message.hasPrefix("Gone.swift cannot be read ("))
        #expect(facts[0].problems[0].message.hasSuffix("); check its permissions."))
        #expect(facts[1].types.map(\.qualifiedName).contains("HomeRouter"))

        guard getuid() != 0 else { return }
        #expect(chmod(app.url("Secret.swift").path, 0) == 0)
        let (result, map) = try app.index()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("vipermap: warning: Secret.swift cannot be read ("))
        #expect(try #require(map).findings("unreadableFile").map(\.file) == ["Secret.swift"])
        #expect(map?.moduleIDSet == ["Home", "List"])
    }

    /// A FIFO named `.swift` would block a naive reader forever; it is reported and skipped (this works as root too).
    @Test func pipeNamedSwiftIsSkippedNotRead() throws {
        let app = try ScratchApp(["Home.swift": Self.home, "List.swift": Self.list])
        defer { app.remove() }
        #expect(mkfifo(app.url("Pipe.swift").path, 0o644) == 0)
        let (result, map) = try app.index()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("vipermap: warning: Pipe.swift is not a regular file (a pipe, socket or device); it was skipped.\n"))
        #expect(try #require(map).moduleIDSet == ["Home", "List"])
        #expect(map?.findings("notARegularFile").count == 1)
    }

    @Test func nonUTF8BytesAndBinaryFiles() throws {
        let app = try ScratchApp(["Home.swift": Self.home, "List.swift": Self.list])
        defer { app.remove() }
        try app.write(Data("final class LatinRouter { let s = \"caf".utf8) + Data([0xE9, 0x22, 0x20, 0x7D]), to: "Latin.swift")
        var binary = Data([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00])
        binary += Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try app.write(binary, to: "Blob.swift")
        let (result, map) = try app.index()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.hasCrashTrace)
        #expect(result.stderr.contains("vipermap: warning: Latin.swift is not valid UTF-8; it was skipped. Re-save it as UTF-8 to index it.\n"))
        #expect(result.stderr.contains("vipermap: warning: Blob.swift looks binary (it holds NUL bytes); it was skipped.\n"))
        let found = try #require(map)
        #expect(found.moduleIDSet == ["Home", "List"])
        #expect(found.routePairs == ["Home->List"])
    }

    /// File and folder names whose bytes are not UTF-8 (possible on Linux file systems) cannot be paths in
    /// map.json: each is reported, shown with replacement characters, and everything else is indexed.
    @Test func namesThatAreNotUTF8AreReportedAndSkipped() throws {
        let app = try ScratchApp(["Home.swift": Self.home, "List.swift": Self.list])
        defer { app.remove() }
        func make(_ suffix: [UInt8], folder: Bool) throws {
            let path = Array(app.root.path.utf8) + Array("/caf".utf8) + [0xE9] + suffix + [0]
            let made = path.withUnsafeBufferPointer { bytes in
                bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) { name -> Int32 in
                    if folder { return mkdir(name, 0o755) }
                    let fd = open(name, O_CREAT | O_WRONLY, 0o644)
                    defer { close(fd) }
                    return fd >= 0 ? 0 : -1
                }
            }
            #expect(made == 0)
        }
        try make(Array("Router.swift".utf8), folder: false)
        try make([], folder: true)
        try make(Array(".png".utf8), folder: false)
        let (result, map) = try app.index()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.hasCrashTrace)
        let warnings = result.stderr.split(separator: "\n").filter { $0.contains("not valid UTF-8") }
        #expect(warnings == [
            "vipermap: warning: caf\u{FFFD} has a name that is not valid UTF-8 (shown with \u{FFFD}); it was skipped. Rename it to index it.",
            "vipermap: warning: caf\u{FFFD}Router.swift has a name that is not valid UTF-8 (shown with \u{FFFD}); it was skipped. Rename it to index it.",
        ])
        let found = try #require(map)
        #expect(found.moduleIDSet == ["Home", "List"])
        #expect(found.findings.filter { $0.rule == "nonUTF8Name" }.count == 2)
    }

    @Test func syntaxErrorMidFileKeepsRoutesBeforeAndAfter() throws {
        let broken = """
        import UIKit
        final class HomeRouter {
            weak var viewController: UIViewController?
            func openList() { viewController?.navigationController?.pushViewController(ListRouter.build(), animated: true) }
            func broken( { let = = ; }
            func openSettings() { viewController?.present(SettingsRouter.build(), animated: true) }
        }
        final class HomePresenter { var router: HomeRouter? }
        final class HomeViewController: UIViewController { var presenter: HomePresenter? }
        """
        let app = try ScratchApp(["Home.swift": broken, "List.swift": Self.list, "Settings.swift": ScratchApp.module("Settings")])
        defer { app.remove() }
        let (result, map) = try app.index()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("vipermap: warning: Home.swift:5 does not parse as Swift; facts after the error may be missing.\n"))
        let found = try #require(map)
        #expect(found.routePairs == ["Home->List", "Home->Settings"])
        #expect(found.findings("parseError").map(\.line) == [5])
    }

    @Test func twentyMegabyteGeneratedFile() throws {
        // 20 MB of generated declarations: skipped with a message (parsing it would take minutes in a debug
        // build and generated code holds no screens); the other files are indexed.
        var text = "import UIKit\n"
        let chunk = (0..<64).map { "    let generatedValue\($0): [String] = [\"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\"]\n" }.joined()
        var index = 0
        while text.utf8.count < 20_000_000 {
            text += "struct Generated\(index) {\n\(chunk)}\n"
            index += 1
        }
        let app = try ScratchApp(["Home.swift": Self.home, "List.swift": Self.list])
        defer { app.remove() }
        try app.write(Data(text.utf8), to: "Generated/Huge.swift")
        let (result, map) = try app.index()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.hasCrashTrace)
        #expect(result.stderr.contains("vipermap: warning: Generated/Huge.swift is 19.1 MB, over the 8 MB limit for one file (generated code, not screens); it was skipped. Exclude it with --exclude to silence this.\n"))
        let found = try #require(map)
        #expect(found.moduleIDSet == ["Home", "List"])
        #expect(found.routePairs == ["Home->List"])
        #expect(found.findings("fileTooLarge").count == 1)
    }

    @Test(arguments: [
        ("braces", String(repeating: "{", count: 10_000) + String(repeating: "}", count: 10_000)),
        ("closures", "let deep = " + String(repeating: "{ ", count: 10_000) + "0" + String(repeating: " }()", count: 10_000)),
        ("parentheses", "let deep = " + String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)),
        ("arrays", "let deep = " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)),
        ("types", "final class Deep { " + String(repeating: "struct S { ", count: 10_000) + String(repeating: "} ", count: 10_000) + "}"),
        ("unbalanced", "func f() {" + String(repeating: "if x { ", count: 10_000)),
        // SwiftParser's look-ahead is exponential in nested `[`: without the guard these take minutes.
        ("exponential arrays", "let deep = " + String(repeating: "[", count: 30) + String(repeating: "]", count: 30)),
        ("exponential mixed", "let deep = " + String(repeating: "[(", count: 20) + String(repeating: ")]", count: 20)),
    ])
    func deepNesting(shape: String, source: String) throws {
        let app = try ScratchApp(["Home.swift": Self.home, "List.swift": Self.list, "Deep.swift": source + "\n"])
        defer { app.remove() }
        let (result, map) = try app.index()
        #expect(result.status == 0, "\(shape): \(result.stderr.prefix(500))")
        #expect(!result.hasCrashTrace, "\(shape)")
        let found = try #require(map)
        #expect(found.moduleIDSet == ["Home", "List"], "\(shape)")
        #expect(found.routePairs == ["Home->List"], "\(shape)")
        // SwiftParser stops descending at its nesting limit and reports a syntax error instead of recursing on.
        #expect(found.findings("parseError").map(\.file) == ["Deep.swift"], "\(shape)")
    }

    @Test func symlinkLoopsAreSkipped() throws {
        let app = try ScratchApp(["Home.swift": Self.home, "Features/List.swift": Self.list])
        defer { app.remove() }
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: app.url("Features/Again").path, withDestinationPath: "..")
        try fm.createSymbolicLink(atPath: app.url("Self.swift").path, withDestinationPath: "Self.swift")
        try fm.createSymbolicLink(atPath: app.url("A.swift").path, withDestinationPath: "B.swift")
        try fm.createSymbolicLink(atPath: app.url("B.swift").path, withDestinationPath: "A.swift")
        for extra in [[], ["--follow-symlinks"]] {
            let (result, map) = try app.index(extra)
            #expect(result.status == 0, "\(result.stderr)")
            let found = try #require(map)
            #expect(found.moduleIDSet == ["Home", "List"])
            #expect(found.findings("danglingSymlink").map(\.message).sorted() == [
                "A.swift is a symbolic link to a file that does not exist (or a link loop); it was skipped.",
                "B.swift is a symbolic link to a file that does not exist (or a link loop); it was skipped.",
                "Self.swift is a symbolic link to a file that does not exist (or a link loop); it was skipped.",
            ])
        }
    }

    @Test func symlinkOutsideTheRootIsFollowedOnlyWhenAsked() throws {
        let outside = try ScratchApp(["Shared/Profile.swift": ScratchApp.module("Profile"), "Loop/Back.swift": ScratchApp.module("Back")])
        defer { outside.remove() }
        try FileManager.default.createSymbolicLink(atPath: outside.url("Loop/Again").path, withDestinationPath: outside.url("Loop").path)
        let app = try ScratchApp(["Home.swift": Self.home, "List.swift": Self.list])
        defer { app.remove() }
        try FileManager.default.createSymbolicLink(atPath: app.url("Shared").path, withDestinationPath: outside.url("Shared").path)
        try FileManager.default.createSymbolicLink(atPath: app.url("Loop").path, withDestinationPath: outside.url("Loop").path)

        let (plain, plainMap) = try app.index()
        #expect(plain.status == 0)
        #expect(try #require(plainMap).moduleIDSet == ["Home", "List"])
        #expect(plain.stderr.contains("vipermap: warning: Shared is a symbolic link to outside the scanned folder; it was not followed. Pass --follow-symlinks to index it.\n"))
        #expect(!plain.stderr.contains(outside.root.path), "the outside path is not printed nor stored")

        let (followed, followedMap) = try app.index(["--follow-symlinks"])
        #expect(followed.status == 0, "\(followed.stderr)")
        let map = try #require(followedMap)
        #expect(map.moduleIDSet == ["Back", "Home", "List", "Profile"])
        #expect(Set(map.modules.flatMap { $0.components.map(\.file) }).isSuperset(of: ["Shared/Profile.swift", "Loop/Back.swift"]))
        #expect(map.findings("symlinkOutsideRoot").isEmpty)
    }

    @Test func pathsWithSpacesQuotesAndNonASCII() throws {
        let app = try ScratchApp([
            "Fea tures/\"Quoted\" 'and' $(x)/Home.swift": Self.home,
            "Écrans/Ünïcödé 🦊/List.swift": Self.list,
        ], name: "My App \"v2\" 'ñ' 🦊")
        defer { app.remove() }
        let out = app.url("out put ✓")
        let result = try VipermapProcess.run([app.root.path, "--output", out.path], environment: ["PATH": ""])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.hasCrashTrace)
        let map = try AppMap.decode(jsonData: Data(contentsOf: out.appendingPathComponent("map.json")))
        #expect(map.moduleIDSet == ["Home", "List"])
        #expect(map.routePairs == ["Home->List"])
        #expect(Set(map.modules.flatMap { $0.components.map(\.file) }) == [
            "Fea tures/\"Quoted\" 'and' $(x)/Home.swift", "Écrans/Ünïcödé 🦊/List.swift",
        ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == ["index.html", "map.dot", "map.json", "map.png", "map.svg"])
    }

    @Test func twoModulesWithTheSameName() throws {
        let app = try ScratchApp([
            "Shop/Home.swift": Self.home, "Shop/List.swift": Self.list,
            "Admin/Home.swift": ScratchApp.module("Home", router: ScratchApp.push("Audit")),
            "Admin/Audit.swift": ScratchApp.module("Audit"),
        ])
        defer { app.remove() }
        let (result, map) = try app.index()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.hasCrashTrace)
        // Swift forbids two HomeRouter classes in one target, so this is two apps in one folder without an
        // .xcodeproj apart: they are merged (nothing tells them apart) and the merge is reported.
        let found = try #require(map)
        #expect(found.moduleIDSet == ["Audit", "Home", "List"])
        #expect(found.routePairs == ["Home->List", "Home->Audit"])
        let message = "Home is declared more than once in one project, in Admin and Shop; the declarations were merged into one module. If one copy is old, remove it or leave it out of the Xcode project's targets (then it is not built); if they are two apps, give each its own target or .xcodeproj."
        #expect(found.findings("duplicateModule").map(\.message) == [message])
        #expect(result.stderr.contains("vipermap: warning: \(message)\n"))
    }

    @Test func malformedStoryboardKeepsEverythingElse() throws {
        let app = try ScratchApp([
            "Home.swift": Self.home, "List.swift": Self.list,
            "Main.storyboard": "<?xml version=\"1.0\"?><document><scenes><scene><objects><viewController id=\"a\" customClass=\"HomeViewController\"></scenes>",
            "Bomb.storyboard": "<?xml version=\"1.0\"?><!DOCTYPE d [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\"><!ENTITY c \"&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;\">]><document>&c;</document>",
        ])
        defer { app.remove() }
        let (result, map) = try app.index()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.hasCrashTrace)
        #expect(result.stderr.contains("vipermap: warning: Main.storyboard:1 is not a well-formed storyboard ("))
        let found = try #require(map)
        #expect(found.moduleIDSet == ["Home", "List"])
        #expect(found.routePairs == ["Home->List"])
        // Entity expansion is refused by libxml2 (no billion laughs): that file is malformed too.
        #expect(found.findings("malformedStoryboard").map(\.file) == ["Bomb.storyboard", "Main.storyboard"])
    }

    @Test(arguments: [
        ("not JSON", "this is not json {"),
        ("empty", ""),
        ("wrong shape", "{\"schemaVersion\": 1, \"modules\": 3}"),
        ("future schema", "{\"schemaVersion\": 99, \"modules\": [], \"routes\": [], \"entryPoints\": [], \"findings\": []}"),
        ("binary", "\u{0}\u{1}\u{2}\u{FFFF}"),
    ])
    func malformedMapJSONForRenderAndExplore(kind: String, text: String) throws {
        let folder = try VipermapProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = folder.appendingPathComponent("map.json")
        try Data(text.utf8).write(to: json)
        for command in ["render", "explore"] {
            let out = folder.appendingPathComponent("out-\(command)")
            let result = try VipermapProcess.run([command, json.path, "--output", out.path])
            #expect(result.status == 2, "\(kind) \(command)")
            #expect(!result.hasCrashTrace, "\(kind) \(command)")
            #expect(result.stderr.hasPrefix("vipermap: \(json.path) "), "\(kind) \(command): \(result.stderr)")
            #expect(result.stderr.hasSuffix("regenerate it with `vipermap index`.\n") || result.stderr.hasSuffix("regenerate it with this version's `vipermap index`.\n"), "\(kind) \(command): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "one line")
            #expect(!FileManager.default.fileExists(atPath: out.path), "nothing written for an input error")
        }
    }
}

/// The finding rules that mean input was skipped or only partly read.
enum InputRules {
    static let all: Set<String> = [
        "unreadableFile", "unreadableFolder", "binaryFile", "notUTF8", "parseError", "parseTimeout", "malformedStoryboard",
        "danglingSymlink", "symlinkOutsideRoot", "notARegularFile", "fileTooLarge", "duplicateModule",
    ]
}
