// vipermap-bench: benchmarks and stress runs that do not belong in `swift test` (timing, valgrind).
//
//   vipermap-bench render [--sizes 100,500,2000] [--seed 42] [--markdown FILE]
//       For each size: layout+render time and peak memory of the whole-app map, the overview, every domain map,
//       and overview+domains together, each measured in a fresh child process of vipermap-bench (so peaks don't
//       mix), then the same DOT through the `dot` command when it is installed.
//   vipermap-bench synth --modules N [--routes M] [--domains D] [--seed S] --output DIR [--map FILE]
//       Writes a synthetic seed-000 app's Swift sources (for indexer benchmarks), and with --map the map.json
//       the indexer should find in them.
//   vipermap-bench leak [--count 200]
//       Renders `count` graphs in one process (run it under valgrind: Benchmarks/leak-check.sh).
//   vipermap-bench index [--sizes 2000,10000] [--jobs N] [--work DIR] [--e2e-sizes 2000] [--markdown FILE]
//       Indexing benchmark (IndexBenchmark.swift; docs/performance.md): parse-only floor, cold, warm, peak memory.
//   vipermap-bench explorer --page DIR/index.html [--runs 5]
//       The explorer page's writer against the JSONEncoder page it replaced, on a written page's map and pictures.
//   vipermap-bench compare --old BIN --new BIN [--modules 2000] [--runs 3] [--markdown FILE]
//       Two vipermap binaries on one synthetic app, taking turns: render --all and vipermap APP (wall, CPU, bytes
//       written), the explorer page's bytes and its first paint in headless Chromium (CompareBenchmark.swift; make bench).
//   vipermap-bench case KIND MODULES SEED   (internal: one measurement, printed as JSON)
import Foundation
import VipermapModel
import VipermapRender
import VipermapSynth
#if canImport(Glibc)
import Glibc
#endif

struct Measurement: Codable {
    var seconds: Double
    /// User + system CPU time of this process and its children: what the work costs, whatever the machine's load.
    var cpuSeconds: Double
    /// Peak resident set in KiB: the larger of this process and its largest child (forked layouts, `dot`).
    var peakKiB: Int
    var views: Int
    var engines: String
    var notes: [String]
}

enum Bench {
    static func argument(_ name: String, in arguments: [String]) -> String? {
        guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
        return arguments[index + 1]
    }

    static func peakKiB() -> Int {
        var own = rusage(), children = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &own)
        getrusage(RUSAGE_CHILDREN.rawValue, &children)
        #else
        getrusage(RUSAGE_SELF, &own)
        getrusage(RUSAGE_CHILDREN, &children)
        #endif
        // Linux reports ru_maxrss in KiB, macOS in bytes.
        #if os(macOS)
        return Int(max(own.ru_maxrss, children.ru_maxrss)) / 1024
        #else
        return Int(max(own.ru_maxrss, children.ru_maxrss))
        #endif
    }

    static func cpuSeconds() -> Double {
        var own = rusage(), children = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &own)
        getrusage(RUSAGE_CHILDREN.rawValue, &children)
        #else
        getrusage(RUSAGE_SELF, &own)
        getrusage(RUSAGE_CHILDREN, &children)
        #endif
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return seconds(own.ru_utime) + seconds(own.ru_stime) + seconds(children.ru_utime) + seconds(children.ru_stime)
    }

    static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    static var selfPath: String {
        #if os(Linux)
        return "/proc/self/exe"
        #else
        return Bundle.main.executablePath ?? CommandLine.arguments[0]
        #endif
    }

    static func which(_ tool: String) -> String? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let path = "\(folder)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// One measurement, in this (fresh) process.
    static func runCase(kind: String, modules: Int, seed: UInt64) throws -> Measurement {
        let map = SyntheticApp.map(modules: modules, seed: seed)
        let options = RenderOptions(reportsToStandardError: false)
        var notes: [String] = []
        var engines: Set<String> = []
        let start = now()
        let cpuStart = cpuSeconds()
        var views = 0
        func render(_ view: MapView) throws {
            var viewOptions = options
            viewOptions.view = view
            let rendered = try MapRenderer.renderDetailed(map, format: .svg, options: viewOptions)
            engines.insert(rendered.plan.summary)
            notes += rendered.notes
            views += 1
        }
        func dotCommand(_ view: MapView) throws {
            var viewOptions = options
            viewOptions.view = view
            let graph = try ViewGraph.make(from: map, options: viewOptions)
            let plan = LayoutPlan.choose(for: graph)
            let dot = DOTWriter.dot(for: graph, plan: plan)
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("vipermap-bench-\(getpid())-\(views).dot")
            try Data(dot.utf8).write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: which("dot")!)
            process.arguments = ["-K\(plan.engine)", "-Tsvg", "-o/dev/null", file.path]
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus != 0 { notes.append("dot exited with \(process.terminationStatus)") }
            engines.insert("dot -K\(plan.engine)")
            views += 1
        }
        let domains = MapRenderer.views(of: map).compactMap { $0.domain }.map { MapView.domain($0) }
        switch kind {
        case "app": try render(.app)
        case "overview": try render(.overview)
        case "domains": for view in domains { try render(view) }
        case "all":
            _ = try MapRenderer.renderAll(map, formats: [.svg], options: options).map { view in
                views += 1
                view.files.forEach { engines.insert($0.plan.summary); notes += $0.notes }
            }
        case "dot-app": try dotCommand(.app)
        case "dot-overview": try dotCommand(.overview)
        case "dot-domains": for view in domains { try dotCommand(view) }
        default: throw NSError(domain: "vipermap-bench", code: 2, userInfo: [NSLocalizedDescriptionKey: "unknown case \(kind)"])
        }
        return Measurement(seconds: now() - start, cpuSeconds: cpuSeconds() - cpuStart, peakKiB: peakKiB(), views: views,
                           engines: engines.sorted().joined(separator: "; "), notes: notes)
    }

    /// Runs one case in a child process of this executable.
    static func measure(kind: String, modules: Int, seed: UInt64) throws -> Measurement {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: selfPath)
        process.arguments = ["case", kind, String(modules), String(seed)]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw NSError(domain: "vipermap-bench", code: 1, userInfo: [NSLocalizedDescriptionKey: "case \(kind) \(modules) exited with \(process.terminationStatus)"])
        }
        return try JSONDecoder().decode(Measurement.self, from: data)
    }

    static func renderBenchmark(arguments: [String]) throws {
        let sizes = (argument("--sizes", in: arguments) ?? "100,500,2000").split(separator: ",").compactMap { Int($0) }
        let seed = UInt64(argument("--seed", in: arguments) ?? "42") ?? 42
        let hasDot = which("dot") != nil
        var table = [
            "| modules | routes | domains | view | engine | in process: wall s | CPU s | peak MiB | `dot` command: wall s | CPU s | peak MiB | CPU ratio in-process / dot |",
            "|---:|---:|---:|---|---|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for size in sizes {
            let map = SyntheticApp.map(modules: size, seed: seed)
            let domainCount = Set(map.modules.compactMap(\.domain)).count
            for (kind, title) in [("app", "whole app"), ("overview", "overview"), ("domains", "every domain"), ("all", "overview + every domain")] {
                let inProcess = try measure(kind: kind, modules: size, seed: seed)
                var dotColumns = "– | – | – | –"
                if hasDot && kind != "all" {
                    let viaDot = try measure(kind: "dot-\(kind)", modules: size, seed: seed)
                    dotColumns = String(format: "%.2f | %.2f | %.0f | %.2f", viaDot.seconds, viaDot.cpuSeconds, Double(viaDot.peakKiB) / 1024,
                                        inProcess.cpuSeconds / viaDot.cpuSeconds)
                }
                let row = String(format: "| %d | %d | %d | %@ | %@ | %.2f | %.2f | %.0f | %@ |", size, map.routes.count, domainCount, title,
                                 inProcess.engines, inProcess.seconds, inProcess.cpuSeconds, Double(inProcess.peakKiB) / 1024, dotColumns)
                table.append(row)
                print(row)
                fflush(stdout)
                for note in Set(inProcess.notes).sorted() { print("    note: \(note)") }
            }
        }
        let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "n/a"
        table.append("")
        table.append("Load average at the end (1, 5, 15 min): \(load); \(ProcessInfo.processInfo.activeProcessorCount) cores.")
        print(table.last!)
        if let file = argument("--markdown", in: arguments) {
            try Data((table.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: file))
        }
    }

    /// Renders `count` small graphs in every format, in process, plus failing calls: the leak check's workload.
    static func leakWorkload(count: Int) throws {
        let formats: [RenderFormat] = [.svg, .png, .pdf, .json]
        var bytes = 0
        for i in 0..<count {
            let map = SyntheticApp.map(modules: 6 + i % 5, seed: UInt64(i))
            let options = RenderOptions(view: i % 3 == 0 ? .overview : .app, layoutTimeout: nil, reportsToStandardError: false)
            bytes += try MapRenderer.render(map, format: formats[i % formats.count], options: options).count
            if i % 20 == 0 {
                // Error paths must release what they acquired too.
                _ = try? Graphviz.shared.render(dot: "digraph { a -> ; }", format: "svg", engine: "dot")
                _ = try? Graphviz.shared.render(dot: "digraph { a -> b }", format: "svg", engine: "circo")
            }
        }
        print("rendered \(count) graphs, \(bytes) bytes")
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    switch arguments.first {
    case "render":
        try Bench.renderBenchmark(arguments: arguments)
    case "case":
        guard arguments.count == 4, let modules = Int(arguments[2]), let seed = UInt64(arguments[3]) else {
            throw NSError(domain: "vipermap-bench", code: 2, userInfo: [NSLocalizedDescriptionKey: "usage: case KIND MODULES SEED"])
        }
        let measurement = try Bench.runCase(kind: arguments[1], modules: modules, seed: seed)
        FileHandle.standardOutput.write(try JSONEncoder().encode(measurement))
    case "synth":
        guard let modules = Bench.argument("--modules", in: arguments).flatMap(Int.init),
              let output = Bench.argument("--output", in: arguments) else {
            throw NSError(domain: "vipermap-bench", code: 2, userInfo: [NSLocalizedDescriptionKey: "usage: synth --modules N [--routes M] [--domains D] [--seed S] --output DIR"])
        }
        let app = SyntheticApp(.init(modules: modules, routes: Bench.argument("--routes", in: arguments).flatMap(Int.init),
                                     domains: Bench.argument("--domains", in: arguments).flatMap(Int.init),
                                     seed: Bench.argument("--seed", in: arguments).flatMap(UInt64.init) ?? 42))
        let files = try app.write(to: URL(fileURLWithPath: output))
        if let mapFile = Bench.argument("--map", in: arguments) {
            // The map the indexer should find, for render runs without indexing.
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            try encoder.encode(app.map).write(to: URL(fileURLWithPath: mapFile))
        }
        print("wrote \(files) files (\(app.configuration.modules) modules, \(app.map.routes.count) routes, \(app.configuration.domains) domains) to \(output)")
    case "index":
        try IndexBenchmark.run(arguments: arguments)
    case "index-case":
        try IndexBenchmark.runCase(arguments: arguments)
    case "explorer":
        try ExplorerBenchmark.run(arguments: arguments)
    case "compare":
        try CompareBenchmark.run(arguments: arguments)
    case "leak":
        try Bench.leakWorkload(count: Bench.argument("--count", in: arguments).flatMap(Int.init) ?? 200)
    default:
        print("usage: vipermap-bench render [--sizes 100,500,2000] [--seed 42] [--markdown FILE] | synth --modules N --output DIR | leak [--count 200] | index [--sizes 2000,10000] | explorer --page FILE | compare --old BIN --new BIN")
        exit(2)
    }
} catch {
    FileHandle.standardError.write(Data("vipermap-bench: \(error.localizedDescription)\n".utf8))
    exit(1)
}
