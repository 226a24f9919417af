import Foundation
@_spi(Fuzzing) import VipermapIndexer

/// One fuzz input: the first byte chooses the reader, the rest is its input: from 0xF0 up the facts cache's
/// decoder (``FactsCodecFuzzing``: reject or decode, and what decodes must encode back to the same bytes);
/// 0xE0–0xE3 the project readers (``ProjectReadersFuzzing``: `project.pbxproj`, Info.plist, workspace, XcodeGen
/// `project.yml`); below 0xE0 (and 0xE4–0xEF) even bytes the Swift facts reader and odd bytes the storyboard reader.
///
/// The readers promise never to throw or trap on any bytes, so the only outcome worth reporting is a crash,
/// a sanitizer finding or a hang — which is exactly what libFuzzer detects.
enum FuzzHarness {
    static let cacheSelector: UInt8 = 0xF0
    static let projectSelectors: ClosedRange<UInt8> = 0xE0...0xE3

    static func run(_ bytes: UnsafeRawBufferPointer) {
        guard let selector = bytes.first else { return }
        if selector >= cacheSelector {
            FactsCodecFuzzing.decodeAndReencode(UnsafeRawBufferPointer(rebasing: bytes.dropFirst()))
            return
        }
        let body = Data(bytes.dropFirst())
        if projectSelectors.contains(selector) {
            let readers = ProjectReadersFuzzing.Reader.allCases
            ProjectReadersFuzzing.read(body, with: readers[Int(selector - projectSelectors.lowerBound)])
            return
        }
        let path = selector % 2 == 0 ? "Fuzz/Input.swift" : "Fuzz/Input.storyboard"
        let facts = FactExtractor.facts(path: path, data: body)
        // Encoding walks every fact, so a fact holding invalid state surfaces here rather than being dead code.
        _ = try? JSONEncoder().encode(facts)
    }
}

#if VIPERMAP_LIBFUZZER
/// libFuzzer's callback.
@_cdecl("LLVMFuzzerTestOneInput")
public func vipermapFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzHarness.run(UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : size))
    return 0
}

@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// SwiftPM renames an executable's entry point, so libFuzzer's own `main` is not the one that runs: hand the
/// command line to libFuzzer's driver explicitly.
@main enum FuzzMain {
    static func main() {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { vipermapFuzzTestOneInput($0, $1) })
    }
}
#else
/// Without libFuzzer (the default build): replays the files or folders given as arguments through the harness,
/// so a crash input can be reproduced with a plain `swift build` (and under a debugger).
@main enum ReplayMain {
    static func main() {
        var count = 0
        for argument in CommandLine.arguments.dropFirst() {
            var files: [URL] = []
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder), isFolder.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: argument)) ?? []
                files = names.sorted().map { URL(fileURLWithPath: argument).appendingPathComponent($0) }
            } else {
                files = [URL(fileURLWithPath: argument)]
            }
            for file in files {
                guard let data = try? Data(contentsOf: file) else {
                    FileHandle.standardError.write(Data("vipermap-fuzz: cannot read \(file.path); skipped.\n".utf8))
                    continue
                }
                data.withUnsafeBytes { FuzzHarness.run($0) }
                count += 1
            }
        }
        print("vipermap-fuzz: replayed \(count) inputs without a crash.")
    }
}
#endif
