import Foundation
import VipermapSynth
#if canImport(Glibc)
import Glibc
#endif

/// `vipermap-bench compare --old BIN --new BIN [--modules 2000] [--seed 42] [--runs 3] [--work DIR] [--markdown FILE]`:
/// two `vipermap` binaries on the same synthetic app, in one run, taking turns (so load from other processes falls on
/// both): `render APP --all` and `vipermap APP` (wall time, CPU of the process and its layout processes, bytes
/// written), the explorer page's bytes, and its first paint in headless Chromium (`Benchmarks/explorer/first-paint.py`).
/// Figures are the median of `runs`; the table says old, new and new / old (issue 23; `make bench`).
enum CompareBenchmark {
    struct Run {
        var seconds: Double
        var cpuSeconds: Double
        var bytes: Int
        var files: Int
    }

    /// Runs `binary arguments…`, its output discarded, and measures it; fails on a non-zero exit.
    static func run(_ binary: String, _ arguments: [String], output: URL) throws -> Run {
        try? FileManager.default.removeItem(at: output)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        let cpuStart = Bench.cpuSeconds()
        let start = Bench.now()
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let seconds = Bench.now() - start
        guard process.terminationStatus == 0 else {
            throw NSError(domain: "vipermap-bench", code: 1, userInfo: [NSLocalizedDescriptionKey:
                "\(binary) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus): \(String(decoding: message, as: UTF8.self))"])
        }
        let (bytes, files) = try size(of: output)
        return Run(seconds: seconds, cpuSeconds: Bench.cpuSeconds() - cpuStart, bytes: bytes, files: files)
    }

    /// Bytes and files below `folder` (or of the file `folder`).
    static func size(of folder: URL) throws -> (bytes: Int, files: Int) {
        let values = try folder.resourceValues(forKeys: [.fileSizeKey, .isRegularFileKey])
        if values.isRegularFile == true { return (values.fileSize ?? 0, 1) }
        var bytes = 0, files = 0
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.fileSizeKey, .isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            let values = try url.resourceValues(forKeys: [.fileSizeKey, .isRegularFileKey])
            if values.isRegularFile == true {
                bytes += values.fileSize ?? 0
                files += 1
            }
        }
        return (bytes, files)
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    static func run(arguments: [String]) throws {
        guard let old = Bench.argument("--old", in: arguments), let new = Bench.argument("--new", in: arguments) else {
            throw NSError(domain: "vipermap-bench", code: 2, userInfo: [NSLocalizedDescriptionKey:
                "usage: compare --old BIN --new BIN [--modules 2000] [--seed 42] [--runs 3] [--work DIR] [--markdown FILE]"])
        }
        let modules = Bench.argument("--modules", in: arguments).flatMap(Int.init) ?? 2_000
        let seed = Bench.argument("--seed", in: arguments).flatMap(UInt64.init) ?? 42
        let runs = max(1, Bench.argument("--runs", in: arguments).flatMap(Int.init) ?? 3)
        let work = URL(fileURLWithPath: Bench.argument("--work", in: arguments)
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("vipermap-compare-\(getpid())").path)
        let script = Bench.argument("--first-paint", in: arguments) ?? "Benchmarks/explorer/first-paint.py"
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let app = work.appendingPathComponent("app-\(modules)")
        if !FileManager.default.fileExists(atPath: app.path) {
            _ = try SyntheticApp(.init(modules: modules, seed: seed)).write(to: app)
        }
        print("app: \(modules) modules (seed \(seed)) in \(app.path); \(runs) runs, old and new taking turns")
        var renders: [String: [Run]] = [:], maps: [String: [Run]] = [:], pages: [String: Int] = [:]
        for round in 0..<runs {
            // Alternate which binary goes first, so neither always runs on a machine its predecessor warmed.
            for (name, binary) in round.isMultiple(of: 2) ? [("old", old), ("new", new)] : [("new", new), ("old", old)] {
                let render = try run(binary, ["render", app.path, "--all", "--output", work.appendingPathComponent("\(name)-render").path, "--quiet"],
                                     output: work.appendingPathComponent("\(name)-render"))
                let map = try run(binary, [app.path, "--output", work.appendingPathComponent("\(name)-map").path, "--no-cache", "--quiet"],
                                  output: work.appendingPathComponent("\(name)-map"))
                renders[name, default: []].append(render)
                maps[name, default: []].append(map)
                pages[name] = try size(of: work.appendingPathComponent("\(name)-map/index.html")).bytes
                print(String(format: "round %d %@: render --all %.2f s (CPU %.2f s) %.1f MB in %d files; vipermap APP %.2f s (CPU %.2f s) %.1f MB; index.html %.1f MB",
                             round + 1, name, render.seconds, render.cpuSeconds, Double(render.bytes) / 1e6, render.files,
                             map.seconds, map.cpuSeconds, Double(map.bytes) / 1e6, Double(pages[name]!) / 1e6))
                fflush(stdout)
            }
        }
        // First paint, both pages in one browser, taking turns.
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        python.arguments = ["python3", script, "--runs", "5",
                            "--page", "old=" + work.appendingPathComponent("old-map/index.html").path,
                            "--page", "new=" + work.appendingPathComponent("new-map/index.html").path]
        let pipe = Pipe()
        python.standardOutput = pipe
        try python.run()
        let paintJSON = pipe.fileHandleForReading.readDataToEndOfFile()
        python.waitUntilExit()
        struct Paint: Decodable { var fcp: [Double?]; var ready: [Double] }
        let paints = python.terminationStatus == 0 ? (try? JSONDecoder().decode([String: Paint].self, from: paintJSON)) : nil

        func row(_ title: String, _ value: (String) -> Double?, unit: String, format: String, goal: String) -> String {
            guard let o = value("old"), let n = value("new") else { return "| \(title) | – | – | – | \(goal) |" }
            return "| \(title) | \(String(format: format, o)) \(unit) | \(String(format: format, n)) \(unit) | \(String(format: "%.2f", n / o)) | \(goal) |"
        }
        let mb = 1e6
        var table = [
            "| measure (\(modules) modules, median of \(runs) runs; first paint: of 5 loads) | old | new | new / old | goal |",
            "|---|---:|---:|---:|---|",
            row("`render APP --all`: wall", { median(renders[$0]!.map(\.seconds)) }, unit: "s", format: "%.1f", goal: "≤ 10 s"),
            row("`render APP --all`: CPU (with layout processes)", { median(renders[$0]!.map(\.cpuSeconds)) }, unit: "s", format: "%.1f", goal: "–"),
            row("`render APP --all`: bytes written", { Double(renders[$0]!.last!.bytes) / mb }, unit: "MB", format: "%.1f", goal: "≤ 30 MB"),
            row("`vipermap APP`: wall", { median(maps[$0]!.map(\.seconds)) }, unit: "s", format: "%.1f", goal: "–"),
            row("`vipermap APP`: CPU (with layout processes)", { median(maps[$0]!.map(\.cpuSeconds)) }, unit: "s", format: "%.1f", goal: "–"),
            row("`vipermap APP`: bytes written", { Double(maps[$0]!.last!.bytes) / mb }, unit: "MB", format: "%.1f", goal: "–"),
            row("explorer page (`index.html`)", { Double(pages[$0]!) / mb }, unit: "MB", format: "%.1f", goal: "≤ 8 MB"),
            row("first contentful paint (headless Chromium, file://)", { paints?[$0].map { median($0.fcp.compactMap { $0 }) } }, unit: "ms", format: "%.0f", goal: "–"),
            row("first map drawn (`vipermapReadyAt`)", { paints?[$0].map { median($0.ready) } }, unit: "ms", format: "%.0f", goal: "< 1 s"),
        ]
        let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "n/a"
        table.append("")
        table.append("old: \(old); new: \(new). Load average at the end (1, 5, 15 min): \(load); \(ProcessInfo.processInfo.activeProcessorCount) cores.")
        if paints == nil { table.append("First paint not measured: \(script) failed (exit \(python.terminationStatus)).") }
        print("")
        print(table.joined(separator: "\n"))
        if let file = Bench.argument("--markdown", in: arguments) {
            try Data((table.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: file))
        }
    }
}
