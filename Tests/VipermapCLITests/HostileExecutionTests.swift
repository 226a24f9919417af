import Foundation
import Testing

/// vipermap reads an indexed project; it never runs anything from it.
@Suite struct HostileExecutionTests {
    /// Only three places may start another program: `diff --git` runs `git archive` (git, not project code; no
    /// hooks run for archive), the renderer spawns layout workers (the executable the host names: the `vipermap`
    /// CLI names itself) or forks itself (no exec) to bound Graphviz's layout time. Anything new fails here and
    /// must be reviewed.
    @Test func onlyReviewedCodeStartsProcesses() throws {
        let sources = VipermapProcess.packageRoot.appendingPathComponent("Sources")
        let allowed: Set<String> = [
            "VipermapCheck/GitRevision.swift: Process()",
            "CGraphviz/shim.h: fork(",
            "CGraphviz/shim.h: posix_spawn",
            "vipermap-bench/main.swift: Process()",
            "vipermap-bench/IndexBenchmark.swift: posix_spawn",
            // `compare` runs the two vipermap binaries it is given, and the first-paint script (a benchmark, not the CLI).
            "vipermap-bench/CompareBenchmark.swift: Process()",
        ]
        var found: Set<String> = []
        let enumerator = try #require(FileManager.default.enumerator(atPath: sources.path))
        for case let path as String in enumerator where path.hasSuffix(".swift") || path.hasSuffix(".h") || path.hasSuffix(".c") {
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            for call in ["Process()", "posix_spawn", "popen(", "system(", "fork(", "execv", "execl", "NSTask"] {
                for line in text.split(separator: "\n") where line.contains(call) {
                    let code = line.trimmingCharacters(in: .whitespaces)
                    if code.hasPrefix("//") || code.hasPrefix("///") || code.hasPrefix("*") || code.contains("\"") { continue }
                    found.insert("\(path): \(call)")
                }
            }
        }
        #expect(found == allowed)
    }

    /// A project full of things that run code when a build tool touches them: none runs under vipermap, and
    /// with an empty PATH there is no tool to find anyway.
    @Test func projectScriptsAndManifestsAreNeverRun() throws {
        let marker = FileManager.default.temporaryDirectory.appendingPathComponent("vipermap-pwned-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: marker) }
        let touch = "/usr/bin/touch \(marker.path)"
        let app = try ScratchApp([
            "Home.swift": ScratchApp.module("Home", router: ScratchApp.push("List")),
            "List.swift": ScratchApp.module("List"),
            "Package.swift": "import Foundation\nlet p = Process(); p.executableURL = URL(fileURLWithPath: \"/usr/bin/touch\"); p.arguments = [\"\(marker.path)\"]; try! p.run()\n",
            "Makefile": "all:\n\t\(touch)\n",
            "build.sh": "#!/bin/sh\n\(touch)\n",
            ".swiftlint.yml": "custom_rules: {}\n",
            "App.xcodeproj/project.pbxproj": "// shellScript = \"\(touch)\";\n",
            ".git/hooks/post-checkout": "#!/bin/sh\n\(touch)\n",
            "Plugins/Evil/plugin.swift": "import PackagePlugin\n// \(touch)\n",
        ])
        defer { app.remove() }
        for script in ["build.sh", ".git/hooks/post-checkout"] {
            chmod(app.url(script).path, 0o755)
        }
        let out = app.url("out")
        for arguments in [[app.root.path, "--output", out.path], ["check", app.root.path], ["render", app.root.path, "--output", out.path]] {
            let result = try VipermapProcess.run(arguments, environment: ["PATH": ""])
            #expect(result.status == 0 || result.status == 1, "\(arguments): \(result.stderr)")
            #expect(!result.hasCrashTrace)
        }
        #expect(!FileManager.default.fileExists(atPath: marker.path), "something from the project was executed")
    }
}
