import Foundation
import Testing
import VipermapModel
@testable import VipermapRender

/// `png@N`: a PNG whose longer side is at most N pixels, scaled down at render time from the same layout.
@Suite struct PNGCapTests {
    /// Width and height from a PNG's IHDR chunk (bytes 16–23, big-endian).
    static func size(_ png: Data) throws -> (width: Int, height: Int) {
        let bytes = Array(png)
        try #require(bytes.count > 24 && bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) && Array(bytes[12..<16]) == Array("IHDR".utf8))
        func int(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }

    /// A chain of 40 boxes, one under the other: about 3,900 px tall at 1:1.
    static let tall = "digraph tall { node [shape=box, width=2]; " + (0..<40).map { "n\($0) -> n\($0 + 1);" }.joined(separator: " ") + " }"

    @Test func aLargerDrawingIsScaledDownToTheCap() throws {
        let graphviz = Graphviz.shared
        let pictures = try graphviz.render(dot: Self.tall, formats: ["png", "png@1000", "svg", "png@1000"], engine: "dot")
        let full = try Self.size(pictures[0]), capped = try Self.size(pictures[1])
        #expect(full.height > 3_800, "the uncapped PNG is the layout at 1:1: \(full)")
        #expect(capped.height <= 1_000 && capped.height >= 990, "the longer side is the cap: \(capped)")
        // Scaled as a whole: the same proportions, within a pixel of rounding.
        let expectedWidth = Double(full.width) * Double(capped.height) / Double(full.height)
        #expect(abs(Double(capped.width) - expectedWidth) <= 2, "\(capped) against \(full)")
        // The cap is put back after each render: the SVG drawn in between, and the same cap again, are unchanged.
        #expect(pictures[2] == (try graphviz.render(dot: Self.tall, format: "svg", engine: "dot")))
        #expect(pictures[3] == pictures[1])
    }

    @Test func aDrawingThatFitsIsPlainPNG() throws {
        let small = "digraph small { a -> b -> c; a -> c }"
        let pictures = try Graphviz.shared.render(dot: small, formats: ["png", "png@4096", "png@300", "png@200"], engine: "dot")
        let size = try Self.size(pictures[0])
        #expect(max(size.width, size.height) > 200 && max(size.width, size.height) <= 300, "\(size)")
        #expect(pictures[1] == pictures[0])
        #expect(pictures[2] == pictures[0])
        // One that does not fit is scaled.
        #expect(max(try Self.size(pictures[3]).width, try Self.size(pictures[3]).height) <= 200)
    }

    @Test func aLayoutProcessCapsTheSame() throws {
        // The forked child's C code (vipermap_layout_report) handles the cap as the in-process path does.
        let inProcess = try Graphviz.shared.render(dot: Self.tall, formats: ["png@1000"], engine: "dot")
        let inChild = try Graphviz.shared.render(dot: Self.tall, formats: ["png@1000"], engine: "dot", timeout: 60, worker: nil)
        #expect(inChild == inProcess)
    }

    @Test func onlyAWholePositiveCapIsAFormat() {
        for bad in ["png@0", "png@-5", "png@", "png@12x", "svg@100", "png@ 100"] {
            #expect(throws: GraphvizError.self, "\(bad)") { try Graphviz.shared.render(dot: "digraph { a }", format: bad, engine: "dot") }
        }
        #expect(Graphviz.png(maxPixels: 4_096) == "png@4096")
        #expect(Graphviz.png(maxPixels: nil) == "png")
    }

    @Test func mapRendererCapsPNGsByTheOption() throws {
        let map = TestMaps.small()
        var options = RenderOptions(pngMaxPixels: 300)
        let capped = try Self.size(try MapRenderer.render(map, format: .png, options: options))
        options.pngMaxPixels = nil
        let full = try Self.size(try MapRenderer.render(map, format: .png, options: options))
        #expect(max(full.width, full.height) > 300)
        #expect(max(capped.width, capped.height) <= 300 && max(capped.width, capped.height) >= 295, "\(capped)")
        // The default cap leaves a picture this small at 1:1.
        #expect(try Self.size(try MapRenderer.render(map, format: .png)) == full)
    }

    @Test func defaultFormatsArePicturesByPurpose() {
        #expect(DefaultFormats.formats(for: .overview) == [.svg, .png])
        #expect(DefaultFormats.formats(for: .app) == [.svg, .png])
        #expect(DefaultFormats.formats(for: .domain("Auth")) == [.svg])
        #expect(DefaultFormats.formats(for: .focus(module: "Login", depth: 1, direction: .both)) == [.svg])
    }

    @Test func aPNGBelowItsMinimumScaleIsNotDrawn() throws {
        // The tall chain is about 3,900 px: at a cap of 2,000 px it needs about 51 %, at 1,000 px about 26 %.
        let pictures = try Graphviz.shared.render(dot: Self.tall, formats: ["png@2000/50", "png@1000/50", "png@1000/25", "png@1000"], engine: "dot")
        #expect(max(try Self.size(pictures[0]).width, try Self.size(pictures[0]).height) <= 2_000)
        #expect(pictures[1].isEmpty, "26 % is below 50 %: nothing is rasterized")
        #expect(pictures[2] == pictures[3], "a minimum the drawing meets changes nothing")
        let inChild = try Graphviz.shared.render(dot: Self.tall, formats: ["png@1000/50", "svg"], engine: "dot", timeout: 60, worker: nil)
        #expect(inChild[0].isEmpty && !inChild[1].isEmpty)
        for bad in ["png@1000/101", "png@1000/-1", "png@1000/", "png@1000/5/5"] {
            #expect(throws: GraphvizError.self, "\(bad)") { try Graphviz.shared.render(dot: "digraph { a }", format: bad, engine: "dot") }
        }
        #expect(Graphviz.png(maxPixels: 4_096, minimumScale: 50) == "png@4096/50")
        #expect(Graphviz.png(maxPixels: nil, minimumScale: 50) == "png")
    }

    @Test func theSVGSaysThePixelSize() {
        let svg = Data(#"<?xml version="1.0"?><svg width="6801pt" height="2382pt" viewBox="0 0 6801 2382">"#.utf8)
        #expect(DefaultFormats.pixelSize(ofSVG: svg)! == (9_068, 3_176))
        #expect(DefaultFormats.pixelSize(ofSVG: Data("<svg viewBox=\"0 0 1 1\">".utf8)) == nil)
    }
}
