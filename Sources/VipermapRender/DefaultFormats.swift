/// The formats a picture gets when nobody names one (`vipermap PATH`, `render` without `--format`).
///
/// SVG is the format of every map: it scales, its text can be searched, and it is what the explorer shows. PNG is
/// for embedding (a README, a pull-request comment), so by default it is drawn only for the pictures a person embeds:
/// the overview of domains, and the whole app when the app is small. Rasterizing a big map was over 90 % of
/// `render --all`'s time on a 2,000-module app, for PNGs 11,298 pixels tall that nobody reads. `--format png`
/// still gives every PNG asked for (each within ``RenderOptions/pngMaxPixels``).
public enum DefaultFormats {
    /// The most modules a whole-app picture may have to get a PNG by default: its picture then fits the PNG cap at a
    /// readable scale (the 100-module synthetic app's whole-app map is about 2,200 × 1,900 px).
    public static let smallAppModules = 100

    /// SVG, plus PNG for the overview and for the whole app of a map with at most ``smallAppModules`` modules.
    public static func formats(for view: MapView, modules: Int) -> [RenderFormat] {
        switch view {
        case .overview: return [.svg, .png]
        case .app: return modules <= smallAppModules ? [.svg, .png] : [.svg]
        case .domain, .focus: return [.svg]
        }
    }

    /// Whether `vipermap PATH` writes `map.png` (the whole app) by default.
    public static func writesWholeAppPNG(modules: Int) -> Bool {
        formats(for: .app, modules: modules).contains(.png)
    }
}
