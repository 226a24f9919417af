import Foundation

/// A drawn picture, with the layout that produced it and the fallbacks taken on the way.
public struct RenderedMap: Sendable {
    public var data: Data
    /// The plan that succeeded (for `dot`/`mermaid`: the plan the DOT was written for).
    public var plan: LayoutPlan
    /// One sentence per fallback taken because Graphviz failed (engine changed, clusters dropped).
    public var notes: [String]

    public init(data: Data, plan: LayoutPlan, notes: [String]) {
        self.data = data
        self.plan = plan
        self.notes = notes
    }
}
