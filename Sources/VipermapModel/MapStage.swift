/// A whole-map step that runs after the link (the analysis), named so that a cache can keep its result.
///
/// The indexer's cache stores the map a stage returned and reuses it when an edit only moved lines
/// (`LineShift` in VipermapIndexer). A stage must therefore treat a line only as part of a place (`file`, `line`):
/// copy it into places of the same file, order places of one file by it, and decide nothing else from its value.
public struct MapStage: Sendable {
    /// Part of the cache's key: a stage of another name never reuses this one's maps.
    public var name: String
    public var apply: @Sendable (AppMap) -> AppMap

    public init(name: String, apply: @escaping @Sendable (AppMap) -> AppMap) {
        self.name = name
        self.apply = apply
    }
}
