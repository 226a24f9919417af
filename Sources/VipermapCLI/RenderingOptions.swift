import ArgumentParser
import Foundation
import VipermapRender

/// Options that choose what a picture shows and how it is laid out (`render`, and the pictures of `map` and `explore`).
struct RenderingOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Draw only this domain (plus the modules of other domains its routes touch).", valueName: "name"))
    var domain: String?

    @Option(help: ArgumentHelp("Draw only this area (plus the modules of other areas its routes touch); areas are in map.json and on the overview.", valueName: "name"))
    var area: String?

    @Option(help: ArgumentHelp("Draw the modules around this module (an id from map.json, or a name).", valueName: "module"))
    var focus: String?

    @Option(help: ArgumentHelp("With --focus: how many routes away from the module to go.", valueName: "n"))
    var depth: Int = 2

    @Option(help: ArgumentHelp("With --focus: follow routes out of the module, into it, or both (out, in, both).", valueName: "direction"))
    var direction: String = "both"

    @Flag(help: "Draw the overview: one node per area; edges show how many routes link two areas.")
    var collapse = false

    @Option(help: ArgumentHelp(
        "Draw these kinds (comma-separated, repeatable): system, plain, unresolved, back, planned. System screens, plain screens and unresolved targets are hidden by default and counted in their module's mark (\"+3 system screens · 2 unresolved\"); back transitions are hidden by default.",
        valueName: "kinds"))
    var show: [String] = []

    @Option(help: ArgumentHelp(
        "Leave out these kinds (comma-separated, repeatable): planned (modules and their routes), system, plain, unresolved, back.",
        valueName: "kinds"))
    var hide: [String] = []

    @Flag(name: .customLong("show-back"), help: "The same as --show back: draw back transitions (dismiss, pop).")
    var showBack = false

    @Option(help: ArgumentHelp(
        "Layout engine: \(Graphviz.engines.joined(separator: ", ")). Default: dot for small views, sfdp for large ones, a fixed grid for huge ones.",
        valueName: "engine"))
    var engine: String?

    @Option(name: .customLong("layout-timeout"), help: ArgumentHelp(
        "Safety net: seconds one layout may take before vipermap stops it and fails with exit code 4 (0: no limit). The layout itself is chosen from the graph's size, never from time.",
        valueName: "seconds"))
    var layoutTimeout: Double = RenderOptions.defaultLayoutTimeout

    @Flag(name: .customLong("no-legend"), help: "Leave the legend out of the picture.")
    var noLegend = false

    /// Whether any option selects a single view (not allowed with `--all`).
    var selectsView: Bool { domain != nil || area != nil || focus != nil || collapse }

    /// The kinds named by the values of `option` (comma-separated); throws a usage failure naming the vocabulary.
    static func kinds(_ values: [String], option: String) throws -> Set<HiddenElement> {
        var kinds: Set<HiddenElement> = []
        for item in values.flatMap({ $0.split(separator: ",") }) {
            let name = item.trimmingCharacters(in: .whitespaces)
            guard let kind = HiddenElement(rawValue: name) else {
                throw VipermapFailure(.usageOrInput, "unknown \(option) value '\(name)'; use one of: \(HiddenElement.allCases.map(\.rawValue).joined(separator: ", ")).")
            }
            kinds.insert(kind)
        }
        return kinds
    }

    /// The render options these flags describe; throws a one-line ``VipermapFailure`` (exit 2) naming the valid choices.
    func renderOptions() throws -> RenderOptions {
        let shown = try Self.kinds(show, option: "--show").union(showBack ? [.back] : [])
        let left = try Self.kinds(hide, option: "--hide")
        if let both = shown.intersection(left).min() {
            throw VipermapFailure(.usageOrInput, "'\(both.rawValue)' is given to both --show and --hide; keep it in one of them.")
        }
        let hidden = HiddenElement.defaultHidden.subtracting(shown).union(left)
        if let engine, !Graphviz.engines.contains(engine) {
            throw VipermapFailure(.usageOrInput, "unknown layout engine '\(engine)'; use one of: \(Graphviz.engines.joined(separator: ", ")).")
        }
        guard layoutTimeout >= 0, layoutTimeout.isFinite else {
            throw VipermapFailure(.usageOrInput, "--layout-timeout must be a number of seconds ≥ 0 (0: no limit), not \(layoutTimeout).")
        }
        let selectors = [domain != nil, area != nil, focus != nil, collapse].filter { $0 }.count
        guard selectors <= 1 else {
            throw VipermapFailure(.usageOrInput, "--domain, --area, --focus and --collapse each choose a view; pass only one of them.")
        }
        let view: MapView
        if let domain {
            view = .domain(domain)
        } else if let area {
            view = .area(area)
        } else if let focus {
            guard let direction = FocusDirection(rawValue: direction) else {
                throw VipermapFailure(.usageOrInput, "unknown --direction '\(direction)'; use one of: \(FocusDirection.allCases.map(\.rawValue).joined(separator: ", ")).")
            }
            guard depth >= 0 else {
                throw VipermapFailure(.usageOrInput, "--depth must be 0 or more, not \(depth).")
            }
            view = .focus(module: focus, depth: depth, direction: direction)
        } else if collapse {
            view = .overview
        } else {
            view = .app
        }
        return RenderOptions(view: view, hidden: hidden, engine: engine,
                             layoutTimeout: layoutTimeout == 0 ? nil : layoutTimeout, legend: !noLegend)
    }
}
