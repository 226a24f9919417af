import Foundation

/// The formats a picture gets when nobody names one (`vipermap PATH`, `render` without `--format`).
///
/// SVG is the format of every map: it scales, its text can be searched, and it is what the explorer shows. PNG is
/// for embedding (a README, a pull-request comment), so by default it is drawn only for the pictures a person embeds,
/// the overview of areas and the whole app, and only when it is readable: when it fits
/// ``RenderOptions/pngMaxPixels`` at ``readableScale`` % or more (``RenderOptions/pngMinimumScale``). A bigger
/// picture is not rasterized at all. Rasterizing big maps was over 90 % of `render --all`'s time on a 2,000-module
/// app, for PNGs thousands of pixels wide that nobody reads. `--format png` still draws every PNG asked for.
public enum DefaultFormats {
    /// The smallest scale a default PNG may be drawn at, in percent: at half size a module's label (11 pt, about
    /// 15 px at 1:1) is still about 7 px high. With the default cap, a picture up to 8,192 px on its longer side.
    public static let readableScale = 50

    /// SVG, plus PNG (when readable) for the overview and the whole app; SVG alone for an area, a domain or a focus.
    public static func formats(for view: MapView) -> [RenderFormat] {
        switch view {
        case .overview, .app: return [.svg, .png]
        case .domain, .area, .focus: return [.svg]
        }
    }

    /// The size in pixels at 1:1 that `svg`'s root declares (`width="…pt" height="…pt"`, 96 px to 72 pt), to say why
    /// a default PNG was not drawn; nil when it declares none.
    public static func pixelSize(ofSVG svg: Data) -> (width: Int, height: Int)? {
        let head = String(decoding: svg.prefix(4_096), as: UTF8.self)
        guard let root = head.range(of: "<svg") else { return nil }
        func points(_ name: String) -> Double? {
            guard let start = head.range(of: " \(name)=\"", range: root.upperBound..<head.endIndex),
                  let end = head.range(of: "pt\"", range: start.upperBound..<head.endIndex) else { return nil }
            return Double(head[start.upperBound..<end.lowerBound])
        }
        guard let width = points("width"), let height = points("height") else { return nil }
        return (Int((width * 4 / 3).rounded()), Int((height * 4 / 3).rounded()))
    }

    /// The note printed when a default PNG (`file`) was too big to read: its size, and what to do instead.
    public static func skippedNote(file: String, svg: Data?, options: RenderOptions) -> String {
        let size = svg.flatMap(pixelSize(ofSVG:)).map { " (\($0.width) × \($0.height) px at 1:1)" } ?? ""
        let cap = options.pngMaxPixels ?? RenderOptions.defaultPNGMaxPixels
        return "\(file) not written: the picture\(size) would be drawn below \(readableScale) % to fit \(cap) px, too small to read; "
            + "its SVG has it whole (--format png, or --png for vipermap PATH, writes it scaled down)."
    }
}
