import ArgumentParser
import VipermapIndexer

/// Options that choose what gets indexed.
struct IndexingOptions: ParsableArguments {
    @Option(name: .customLong("exclude"), help: ArgumentHelp(
        "Glob of files or folders to skip, relative to PATH (repeatable). Pods/, Carthage/, .build/, DerivedData/ and test targets are always skipped.",
        valueName: "glob"))
    var excludes: [String] = []

    @Flag(name: .customLong("follow-symlinks"), help: "Follow symbolic links that point outside PATH.")
    var followSymlinks = false

    var indexOptions: IndexOptions {
        IndexOptions(excludes: excludes, followSymlinks: followSymlinks)
    }
}
