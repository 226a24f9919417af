extension Vipermap {
    /// What `vipermap --version` prints. A plain build says `0.1.0-dev`; `make dist` builds from a copy of the tree
    /// in which `Scripts/dist.sh` replaces this file with the release version (from `git describe` or `VERSION=`), so
    /// the work tree never changes. No output file carries it: map.json is the same whichever build wrote it.
    public static let version = "0.1.0-dev"
}
