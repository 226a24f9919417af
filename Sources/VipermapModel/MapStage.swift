/// A whole-map step that an index run ends with, after the link (the analysis): the run writes the facts cache
/// while the link and the stage run, and waits for it only after both.
public struct MapStage: Sendable {
    public var apply: @Sendable (AppMap) -> AppMap

    public init(apply: @escaping @Sendable (AppMap) -> AppMap) {
        self.apply = apply
    }
}
