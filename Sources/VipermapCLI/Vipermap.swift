import ArgumentParser
import Foundation
import VipermapRender

/// The `vipermap` command. `vipermap PATH` runs ``MapCommand``; the subcommands do one step each.
public struct Vipermap: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "vipermap",
        abstract: "Map the modules and navigation routes of an iOS app built with VIPER.",
        discussion: """
        `vipermap PATH` indexes the Swift sources and storyboards under PATH and writes map.json, \
        map.svg, map.dot, index.html (an offline HTML explorer) and, when it is readable, map.png to vipermap-out/.

        Exit codes: 0 success; 1 findings at error level (check) or a change named by --fail-on (diff); \
        2 usage or input error; 3 an output cannot be written; 4 rendering failed.
        """,
        version: version,
        subcommands: [
            MapCommand.self, IndexCommand.self, RenderCommand.self, ExploreCommand.self,
            CheckCommand.self, SnapshotCommand.self, DiffCommand.self, LayoutWorkerCommand.self,
        ],
        defaultSubcommand: MapCommand.self
    )

    public init() {}

    /// Runs the command line and exits with vipermap's documented exit codes.
    public static func runMain(arguments: [String]? = nil) -> Never {
        do {
            var command = try parseAsRoot(arguments)
            if !(command is LayoutWorkerCommand) { useLayoutWorkers(jobs: nil) }
            try command.run()
            Foundation.exit(0)
        } catch {
            Foundation.exit(Self.report(error))
        }
    }

    /// Lays out budgeted pictures in workers that are this executable (`vipermap __layout-worker`), at most `jobs`
    /// (default: every active core) at once: views are drawn side by side, and no layout process is forked.
    /// Does nothing when the executable cannot be named (layouts are then forked, one at a time).
    static func useLayoutWorkers(jobs: Int?) {
        guard let executable = LayoutWorker.currentExecutable() else { return }
        Graphviz.layoutWorker = LayoutWorker(executable: executable, limit: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
    }

    /// Prints the message for `error` and returns the exit code to use.
    static func report(_ error: any Error) -> Int32 {
        if let failure = error as? VipermapFailure {
            if !failure.message.isEmpty {
                FileHandle.standardError.write(Data("vipermap: \(failure.message)\n".utf8))
            }
            return failure.code.rawValue
        }
        let code = exitCode(for: error)
        let message = fullMessage(for: error)
        if code == .success {
            if !message.isEmpty { print(message) }
            return 0
        }
        if !message.isEmpty {
            FileHandle.standardError.write(Data("\(message)\n".utf8))
        }
        // ArgumentParser reports usage errors as 64; vipermap documents 2.
        return code == .validationFailure ? VipermapExitCode.usageOrInput.rawValue : code.rawValue
    }
}

/// vipermap's documented exit codes.
public enum VipermapExitCode: Int32, Sendable {
    case success = 0
    case findings = 1
    case usageOrInput = 2
    case output = 3
    case render = 4
}

/// An error the CLI reports with one line and a documented exit code.
public struct VipermapFailure: Error, CustomStringConvertible {
    public var code: VipermapExitCode
    public var message: String

    public init(_ code: VipermapExitCode, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
}
