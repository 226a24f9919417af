import Foundation
import Testing
@testable import VipermapCheck

/// `check`, `snapshot` and `diff` over real sources (`Samples/Pokedex`), indexed by the built binary.
@Suite struct SamplesEndToEndTests {
    static let pokedex = Golden.folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples/Pokedex")

    @Test func checkPokedex() throws {
        let result = try CLITests.vipermap(["check", Self.pokedex.path, "--reporter", "json", "--reporter", "xcode", "--strict"])
        #expect(result.status == 1)  // two warnings, and --strict
        let json = try #require(result.stdout.components(separatedBy: "\n}\n").first.map { Data(($0 + "\n}\n").utf8) })
        let object = try JSONSerialization.jsonObject(with: json) as? [String: Any]
        let findings = (object?["findings"] as? [[String: Any]] ?? []).map {
            "\($0["rule"] as? String ?? "") \($0["module"] as? String ?? "") \($0["file"] as? String ?? ""):\($0["line"] as? Int ?? 0)"
        }
        #expect(findings == [
            "scaffoldedModule ForgotPassword Modules/Auth/ForgotPassword/ForgotPasswordInteractor.swift:8",
            "unhandledOption Register Modules/Auth/Register/RegisterInterfaces.swift:10",
        ])
        // A source folder gives the xcode reporter absolute paths Xcode can open.
        #expect(result.stdout.contains("\n\(Self.pokedex.path)/Modules/Auth/Register/RegisterInterfaces.swift:10:1: warning: Register: navigation option 'termsAndConditions' is not handled by navigate(to:) [unhandledOption]\n"))
    }

    /// Copies Pokedex and makes Login present Register instead of pushing it.
    static func changedCopy(in folder: URL) throws -> URL {
        let copy = folder.appendingPathComponent("Pokedex")
        try FileManager.default.copyItem(at: pokedex, to: copy)
        let wireframe = copy.appendingPathComponent("Modules/Auth/Login/LoginWireframe.swift")
        let text = try String(contentsOf: wireframe, encoding: .utf8)
        let changed = text.replacingOccurrences(of: "navigationController?.pushWireframe(RegisterWireframe())", with: "presentWireframe(RegisterWireframe())")
        #expect(changed != text, "the sample no longer has the line this test edits")
        try Data(changed.utf8).write(to: wireframe)
        return copy
    }

    @Test func diffOfTwoSourceFolders() throws {
        let folder = try CLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let head = try Self.changedCopy(in: folder)
        let result = try CLITests.vipermap(["diff", Self.pokedex.path, head.path, "--format", "json", "--fail-on", "changed-route"])
        #expect(result.status == 1)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(object?["summary"] as? [String: Int] == ["added-module": 0, "removed-module": 0, "changed-module": 0, "added-route": 0, "removed-route": 0, "changed-route": 1])
        let changed = ((object?["routes"] as? [String: Any])?["changed"] as? [[String: Any]])?.first
        #expect((changed?["base"] as? [String: Any])?["transition"] as? String == "push")
        #expect((changed?["head"] as? [String: Any])?["transition"] as? String == "present")
        #expect((changed?["head"] as? [String: Any])?["from"] as? String == "Login")
    }

    @Test func diffOfAGitWorkTreeWithSources() throws {
        let repo = try CLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: repo) }
        func git(_ args: String...) throws {
            let r = try Subprocess.env(["git", "-c", "user.name=t", "-c", "user.email=t@e", "-c", "commit.gpgsign=false"] + args, in: repo)
            #expect(r.status == 0, "git \(args): \(r.stderr)")
        }
        try FileManager.default.copyItem(at: Self.pokedex, to: repo.appendingPathComponent("Pokedex"))
        try git("init", "-q")
        try git("add", ".")
        try git("commit", "-q", "-m", "base")
        // Overwrite the committed copy with the changed one, uncommitted.
        let scratch = try CLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let changed = try Self.changedCopy(in: scratch)
        let wireframe = "Modules/Auth/Login/LoginWireframe.swift"
        try FileManager.default.removeItem(at: repo.appendingPathComponent("Pokedex").appendingPathComponent(wireframe))
        try FileManager.default.copyItem(at: changed.appendingPathComponent(wireframe), to: repo.appendingPathComponent("Pokedex").appendingPathComponent(wireframe))

        let result = try CLITests.vipermap(["diff", "--git", "HEAD", "--repo", "Pokedex"], in: repo)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("| changed | Login | Register | push → present | register | Modules/Auth/Login/LoginWireframe\\.swift:36 |"))
        #expect(try Subprocess.env(["git", "status", "--porcelain"], in: repo).stdout == " M Pokedex/Modules/Auth/Login/LoginWireframe.swift\n")
    }
}
