import ArgumentParser
import VipermapRender

/// How big a PNG may be (`render` and `vipermap PATH`).
struct PNGOptions: ParsableArguments {
    @Option(name: .customLong("png-max-pixels"), help: ArgumentHelp(
        "Longest side of a PNG in pixels (default \(RenderOptions.defaultPNGMaxPixels)); a larger picture is scaled down as a whole, its layout unchanged. 0: the full layout at 1:1 (1 pt = 4/3 px).",
        valueName: "pixels"))
    var pngMaxPixels: Int = RenderOptions.defaultPNGMaxPixels

    /// The cap for ``RenderOptions/pngMaxPixels`` (nil: none); throws a one-line failure (exit 2) for a negative value.
    func maxPixels() throws -> Int? {
        guard pngMaxPixels >= 0 else {
            throw VipermapFailure(.usageOrInput, "--png-max-pixels must be a number of pixels ≥ 0 (0: no limit), not \(pngMaxPixels).")
        }
        return pngMaxPixels == 0 ? nil : pngMaxPixels
    }
}
