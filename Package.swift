// swift-tools-version:6.0
import PackageDescription

// One target per pipeline stage; dependencies point one way:
//   VipermapIndexer ─▶ VipermapModel ◀─ VipermapAnalysis ◀─ writers (Render, Writers, Explorer, Check)
// Only VipermapIndexer imports SwiftSyntax; only VipermapRender imports CGraphviz; only VipermapExplorer imports CZlib.
let package = Package(
    name: "vipermap",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "vipermap", targets: ["vipermap"]),
        .library(name: "VipermapKit", targets: ["VipermapCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", "602.0.0"..<"604.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.0.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CGraphviz",
            pkgConfig: "libgvc",
            providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]
        ),
        // The system zlib, for the explorer's gzip-compressed payload (deflate is never written by hand).
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
        ),
        .target(name: "VipermapModel"),
        .target(
            name: "VipermapIndexer",
            dependencies: [
                "VipermapModel",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                // XcodeGen's project.yml (the Xcode project itself is read with Foundation).
                .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .target(name: "VipermapAnalysis", dependencies: ["VipermapModel"]),
        .target(name: "VipermapRender", dependencies: ["VipermapModel", "VipermapAnalysis", "CGraphviz"]),
        .target(name: "VipermapWriters", dependencies: ["VipermapModel", "VipermapAnalysis"]),
        .target(name: "VipermapExplorer", dependencies: ["VipermapModel", "VipermapAnalysis", "VipermapWriters", "CZlib"]),
        .target(
            name: "VipermapCheck",
            dependencies: [
                "VipermapModel", "VipermapAnalysis", "VipermapWriters", "VipermapRender",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .target(name: "VipermapSynth", dependencies: ["VipermapModel"]),
        .target(
            name: "VipermapCLI",
            dependencies: [
                "VipermapModel", "VipermapIndexer", "VipermapAnalysis", "VipermapRender",
                "VipermapWriters", "VipermapExplorer", "VipermapCheck",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "vipermap", dependencies: ["VipermapCLI"]),
        .executableTarget(
            name: "vipermap-bench",
            dependencies: ["VipermapCLI", "VipermapSynth", "VipermapIndexer", "VipermapRender", "VipermapExplorer"]
        ),
        // libFuzzer target over the per-file fact extractor and the storyboard reader. A plain build gives a replay
        // tool; `make fuzz` builds it with -sanitize=fuzzer,address -DVIPERMAP_LIBFUZZER (see docs/reliability.md).
        .executableTarget(name: "vipermap-fuzz", dependencies: ["VipermapIndexer"]),
        .testTarget(name: "VipermapModelTests", dependencies: ["VipermapModel"]),
        .testTarget(name: "VipermapIndexerTests", dependencies: [
            "VipermapIndexer", "VipermapAnalysis", "VipermapSynth",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        .testTarget(name: "VipermapAnalysisTests", dependencies: ["VipermapAnalysis"]),
        .testTarget(name: "VipermapRenderTests", dependencies: ["VipermapRender", "VipermapSynth"], exclude: ["Golden"]),
        .testTarget(name: "VipermapWritersTests", dependencies: ["VipermapWriters"]),
        .testTarget(name: "VipermapExplorerTests", dependencies: ["VipermapExplorer"]),
        .testTarget(name: "VipermapCheckTests", dependencies: ["VipermapCheck"]),
        .testTarget(name: "VipermapCLITests", dependencies: ["VipermapCLI", "VipermapSynth"]),
    ],
    swiftLanguageModes: [.v5]
)
