import VipermapModel

/// Whole-map analysis: statuses, reachability, breadcrumbs and findings.
public enum Analyzer {
    /// Returns the map with `status`, `reachable` and `breadcrumb` set on every module and the analysis findings added.
    public static func analyze(_ map: AppMap) -> AppMap {
        map.normalized()
    }
}
