import Foundation
import VipermapExplorer
import VipermapModel

/// `vipermap-bench explorer --page DIR/index.html [--runs 5]`: times `ExplorerWriter.html` against the
/// `JSONEncoder` page it replaced (`foundationHTML`), alternating, on the map and pictures of a page `vipermap PATH`
/// wrote, and checks the two pages are the same bytes (docs/performance.md).
///
/// The pictures come from the page, so they have been sanitized once already; sanitizing them again costs about
/// what sanitizing Graphviz's text does, and both writers do it.
enum ExplorerBenchmark {
    struct Payload: Decodable {
        struct Picture: Decodable {
            var id: String
            var title: String
            var kind: ExplorerMap.Kind
            var domain: String?
        }

        var map: AppMap
        var maps: [Picture]
        var sourceURL: String?
    }

    static func run(arguments: [String]) throws {
        guard let path = Bench.argument("--page", in: arguments) else {
            throw NSError(domain: "vipermap-bench", code: 2, userInfo: [NSLocalizedDescriptionKey: "usage: explorer --page DIR/index.html [--runs 5]"])
        }
        let runs = Bench.argument("--runs", in: arguments).flatMap(Int.init) ?? 5
        let page = try ExplorerPage(Data(contentsOf: URL(fileURLWithPath: path)))
        let payload = try JSONDecoder().decode(Payload.self, from: page.payload)
        let maps = zip(payload.maps, page.pictures).map { ExplorerMap(id: $0.id, title: $0.title, svg: $1, kind: $0.kind, domain: $0.domain) }
        let options = ExplorerOptions(sourceURL: payload.sourceURL)
        let svgBytes = maps.reduce(0) { $0 + $1.svg.utf8.count }
        print("\(payload.map.modules.count) modules, \(maps.count) pictures (\(svgBytes / 1_000) KB of SVG)")

        var fastest = (reference: Double.infinity, new: Double.infinity)
        var pages: (reference: Data, new: Data) = (Data(), Data())
        for run in 0..<runs {
            // Alternating, so load from other processes falls on both.
            var start = Bench.now()
            pages.reference = ExplorerWriter.foundationHTML(map: payload.map, maps: maps, options: options)
            let reference = Bench.now() - start
            start = Bench.now()
            pages.new = ExplorerWriter.html(map: payload.map, maps: maps, options: options)
            let new = Bench.now() - start
            fastest = (min(fastest.reference, reference), min(fastest.new, new))
            print(String(format: "run %d: JSONEncoder %.3f s, field by field %.3f s", run + 1, reference, new))
        }
        print(String(format: "fastest of %d: JSONEncoder %.3f s, field by field %.3f s (%.2f× faster, %.3f s less); pages %@ (%d bytes)",
                     runs, fastest.reference, fastest.new, fastest.reference / fastest.new, fastest.reference - fastest.new,
                     pages.reference == pages.new ? "identical" : "DIFFER", pages.new.count))
        // What neither writer can save: sanitizing the pictures.
        var sanitizing = Double.infinity
        for _ in 0..<runs {
            let start = Bench.now()
            for picture in maps { _ = SVGSanitizer.sanitize(picture.svg) }
            sanitizing = min(sanitizing, Bench.now() - start)
        }
        print(String(format: "of which sanitizing the pictures: %.3f s", sanitizing))
        if pages.reference != pages.new { exit(1) }
    }
}
