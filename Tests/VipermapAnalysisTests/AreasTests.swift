import Testing
import VipermapAnalysis
import VipermapModel

/// Areas (``Areas``) on hand-built navigation graphs: exact area sets and sources, the bounds a big app keeps, and
/// stability when a route is added.
@Suite struct AreasTests {
    static func module(_ id: String, domain: String? = nil) -> Module { Module(id: id, name: id, domain: domain) }

    static func route(_ from: String?, _ to: String, _ transition: Transition = .push) -> Route {
        Route(from: from, to: to, transition: transition, file: "R.swift", line: 1)
    }

    /// Each area's module ids, by area name.
    static func areas(_ map: AppMap) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for module in map.modules { result[module.area ?? "∅", default: []].insert(module.id) }
        return result
    }

    /// Each module's `areaSource` by id (nil stays nil: an unassigned source never passes for one).
    static func sources(_ map: AppMap) -> [String: AreaSource?] {
        Dictionary(uniqueKeysWithValues: map.modules.map { ($0.id, $0.areaSource) })
    }

    static func assigned(_ map: AppMap) -> AppMap {
        var copy = map
        Areas.assign(&copy)
        return copy
    }

    /// A tab bar (`Root`) launched by the app embeds three tabs, each the head of a five-screen chain; three screens
    /// are shared by the Home and Search flows. 19 modules: the app aims at round(√19·1.1) = 5 areas.
    static func tabBarApp(extraRoutes: [Route] = []) -> AppMap {
        var ids = ["Root", "Details", "Compare", "Share"]
        var routes = [route(nil, "Root", .setRoot)]
        for tab in ["Home", "Search", "Profile"] {
            let chain = [tab] + (1...4).map { "\(tab)\($0)" }
            ids += chain
            routes.append(route("Root", tab, .embed))
            for (from, to) in zip(chain, chain.dropFirst()) { routes.append(route(from, to)) }
        }
        for shared in ["Details", "Compare", "Share"] {
            routes += [route("Home2", shared), route("Search3", shared)]
        }
        return AppMap(modules: ids.map { module($0) }, routes: routes + extraRoutes)
    }

    @Test func eachTabIsAnAreaAndScreensSharedByTabsStayWithTheTabBar() {
        let map = Self.assigned(Self.tabBarApp())
        #expect(Self.areas(map) == [
            "Root": ["Root", "Details", "Compare", "Share"],
            "Home": ["Home", "Home1", "Home2", "Home3", "Home4"],
            "Search": ["Search", "Search1", "Search2", "Search3", "Search4"],
            "Profile": ["Profile", "Profile1", "Profile2", "Profile3", "Profile4"],
        ])
        #expect(Set(Self.sources(map).values) == [.navigation])
    }

    /// A route from the Profile flow into the middle of Home's chain: Home3 is now reached from two tabs, so the tab
    /// bar dominates it (and Home4 behind it); no other module's dominating screen changes, and no other module moves.
    @Test func addingOneRouteMovesOnlyTheModulesWhoseDominatingScreenChanged() {
        let before = Self.assigned(Self.tabBarApp())
        let after = Self.assigned(Self.tabBarApp(extraRoutes: [Self.route("Profile2", "Home3", .present)]))
        let moved = Set(zip(before.modules, after.modules).filter { $0.area != $1.area }.map(\.0.id))
        #expect(moved == ["Home3", "Home4"])
        #expect(Self.areas(after) == [
            "Root": ["Root", "Details", "Compare", "Share", "Home3", "Home4"],
            "Home": ["Home", "Home1", "Home2"],
            "Search": ["Search", "Search1", "Search2", "Search3", "Search4"],
            "Profile": ["Profile", "Profile1", "Profile2", "Profile3", "Profile4"],
        ])
        // A way back changes nothing: it is not a way in.
        let back = Self.assigned(Self.tabBarApp(extraRoutes: [Self.route("Profile2", "Home3", .pop)]))
        #expect(Self.areas(back) == Self.areas(before))
    }

    @Test func sameInputSameAreasWhateverTheRouteOrder() {
        let map = Self.tabBarApp()
        var shuffled = map
        shuffled.routes.reverse()
        #expect(Self.assigned(map).modules == Self.assigned(shuffled).modules)
    }

    /// A declared domain is an area whatever its size; a folder of three or more is one; a folder of two is placed by
    /// the navigation like a module without a domain.
    @Test func declaredDomainsAndFoldersOfThreeOrMoreAreAreasAsTheyAre() {
        var map = Self.tabBarApp()
        for index in map.modules.indices {
            switch map.modules[index].id {
            case "Details":
                map.modules[index].domain = "Catalog"
                map.modules[index].areaSource = .catalog
            case "Search", "Search1", "Search2":
                map.modules[index].domain = "SearchFolder"
            case "Profile3", "Profile4":
                map.modules[index].domain = "Pair"
                map.modules[index].areaSource = .xcodeGroup
            default: break
            }
        }
        let result = Self.assigned(map)
        #expect(Self.areas(result)["Catalog"] == ["Details"])
        // Search3 and Search4 hang from a screen of the folder area: too few to stand alone, they join it.
        #expect(Self.areas(result)["SearchFolder"] == ["Search", "Search1", "Search2", "Search3", "Search4"])
        #expect(Self.areas(result)["Pair"] == nil)
        let sources = Self.sources(result)
        #expect(sources["Details"] == .catalog)
        #expect(sources["Search"] == .folder)  // no known source: a folder
        #expect(sources["Profile3"] == .navigation)
        #expect(result.modules.first { $0.id == "Profile3" }?.area == "Profile")
        #expect(sources["Search3"] == .navigation)
    }

    /// A flow of one or two screens joins the area it is reached from; under launch, screens that no flow of three
    /// gathers are one catch-all area when there are three or more of them, else they join the area of the launch flow
    /// that leads to the most screens.
    @Test func smallFlowsJoinTheAreaTheyAreReachedFrom() {
        var map = Self.tabBarApp(extraRoutes: [
            Self.route(nil, "Onboarding", .setRoot), Self.route("Onboarding", "Terms"),
            Self.route("Home4", "Gallery"), Self.route("Gallery", "Photo"),
        ])
        map.modules += ["Onboarding", "Terms", "Gallery", "Photo"].map { Self.module($0) }
        let areas = Self.areas(Self.assigned(map))
        // 23 modules aim at five areas: the tab bar's three tabs split off, then Home's seven screens split where they
        // divide best (two parts of three or more). Onboarding and Terms, two screens under launch, join the area of
        // the launch flow beside them (the tab bar's, which leads to 21 screens).
        #expect(areas == [
            "Root": ["Root", "Details", "Compare", "Share", "Onboarding", "Terms"],
            "Home": ["Home", "Home1", "Home2"],
            "Home3": ["Home3", "Home4", "Gallery", "Photo"],
            "Search": ["Search", "Search1", "Search2", "Search3", "Search4"],
            "Profile": ["Profile", "Profile1", "Profile2", "Profile3", "Profile4"],
        ])

        // A third screen under launch makes them a catch-all area of their own.
        var three = map
        three.routes.append(Self.route(nil, "Maintenance", .setRoot))
        three.modules.append(Self.module("Maintenance"))
        let withCatchAll = Self.areas(Self.assigned(three))
        #expect(withCatchAll[Areas.catchAll] == ["Onboarding", "Terms", "Maintenance"])
    }

    /// In a big app the catch-all holds at most a tenth of the reachable modules: three launch screens beside 23
    /// others join the tab bar's area.
    @Test func aBigAppsCatchAllHoldsAtMostATenthOfItsModules() {
        let launch = ["Onboarding", "Terms", "Maintenance"]
        let more = (5...8).map { "Profile\($0)" }
        var map = Self.tabBarApp(extraRoutes: launch.map { Self.route(nil, $0, .setRoot) }
            + zip(["Profile4"] + more, more).map { Self.route($0, $1) })
        map.modules += (launch + more).map { Self.module($0) }
        #expect(map.modules.count == Areas.bigApp + 1)
        let areas = Self.areas(Self.assigned(map))
        #expect(areas[Areas.catchAll] == nil)
        #expect(areas["Root"] == Set(["Root", "Details", "Compare", "Share"] + launch))
    }

    @Test func modulesNoLaunchPathReachesAndModulesNoTargetBuildsAreNotReached() {
        var map = Self.tabBarApp(extraRoutes: [Self.route("Orphan", "OrphanDetails"), Self.route("Home1", "Legacy")])
        map.modules += ["Orphan", "OrphanDetails", "Legacy"].map { Self.module($0) }
        map.modules[map.modules.count - 1].notBuilt = true
        let result = Self.assigned(map)
        #expect(Self.areas(result)[Areas.notReached] == ["Orphan", "OrphanDetails", "Legacy"])
        #expect(["Orphan", "OrphanDetails", "Legacy"].allSatisfy { Self.sources(result)[$0] == .notReached })
    }

    /// With no launch path, folders are areas whatever their size; the rest is one area.
    @Test func withoutALaunchPathFoldersThenOneArea() {
        let map = AppMap(modules: [
            Self.module("Login", domain: "Auth"), Self.module("Feed"), Self.module("Post"),
            Self.module("A", domain: "Big"), Self.module("B", domain: "Big"), Self.module("C", domain: "Big"),
        ], routes: [Self.route("Feed", "Post")])
        let result = Self.assigned(map)
        #expect(Self.areas(result) == ["Auth": ["Login"], "Big": ["A", "B", "C"], Areas.notReached: ["Feed", "Post"]])
        #expect(Self.sources(result)["Login"] == .folder)
    }

    /// An area is named after the screen that starts it; when that name is taken (a domain, another project's module
    /// of the same name), the module's id names it.
    @Test func namesComeFromTheHeadScreenAndStayUnique() {
        var map = Self.tabBarApp()
        for index in map.modules.indices where map.modules[index].id == "Search" {
            map.modules[index].id = "Other/Home"
            map.modules[index].name = "Home"
        }
        map.routes = map.routes.map { route in
            var copy = route
            if copy.from == "Search" { copy.from = "Other/Home" }
            if copy.to == "Search" { copy.to = "Other/Home" }
            return copy
        }
        let names = Set(Self.areas(Self.assigned(map)).keys)
        #expect(names == ["Root", "Home", "Other/Home", "Profile"])
    }

    @Test func ensuredKeepsTheAreasAMapHasAndFillsAMapWithout() {
        let assigned = Self.assigned(Self.tabBarApp())
        var renamed = assigned
        renamed.modules[0].area = "Kept"
        #expect(Areas.ensured(renamed) == renamed)
        #expect(Areas.ensured(Self.tabBarApp()) == assigned)
    }

    /// Generated apps of 25 to 400 modules shaped like the corpus's: launch screens, a tab bar of 3–6 tabs, each tab
    /// a tree of flows, screens shared between tabs, back routes, a few folders, unreached and unbuilt leftovers. Every
    /// one keeps the bounds of a big app: 3–15 areas, none under three modules (no domain is declared), at most 10 % of
    /// the reachable modules in the catch-all, every module in one area.
    @Test(arguments: 0..<60) func aBigAppHasThreeToFifteenAreasOfThreeOrMore(seed: Int) {
        let map = Self.assigned(Self.generatedApp(seed: UInt64(seed)))
        #expect(map.modules.count >= 25)
        let areas = Self.areas(map)
        #expect(!areas.keys.contains("∅"))
        #expect((3...15).contains(areas.count), "\(areas.count) areas")
        // The generated apps declare no domain: every area but the unreached one holds three modules or more.
        for (name, members) in areas where name != Areas.notReached {
            #expect(members.count >= Areas.smallest, "\(name): \(members.count)")
        }
        let reachable = map.modules.filter { $0.areaSource != .notReached }.count
        let catchAll = areas[Areas.catchAll]?.count ?? 0
        #expect(catchAll * 10 <= reachable, "catch-all \(catchAll) of \(reachable)")
        #expect(Self.assigned(map).modules == map.modules)
    }

    /// A deterministic app shaped like the corpus's (see ``aBigAppHasThreeToFifteenAreasOfThreeOrMore(seed:)``).
    static func generatedApp(seed: UInt64) -> AppMap {
        var state = seed &* 6364136223846793005 &+ 1442695040888963407
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        var modules: [Module] = []
        var routes: [Route] = []
        func add(_ id: String, domain: String? = nil) { modules.append(module(id, domain: domain)) }
        // Launch: a splash and a few screens it sets as root, one of them the tab bar.
        let launchScreens = 1 + next(4)
        for index in 0..<launchScreens {
            add("Launch\(index)")
            routes.append(route(nil, "Launch\(index)", .setRoot))
        }
        add("Tabs")
        routes.append(route("Launch0", "Tabs", .setRoot))
        let tabs = 3 + next(4)
        var screens: [String] = []
        for tab in 0..<tabs {
            let head = "Tab\(tab)"
            add(head)
            routes.append(route("Tabs", head, .embed))
            var flow = [head]
            // One tab in three keeps its first screens in a folder of its own (3 to 5 of them).
            let folded = next(3) == 0 ? 3 + next(3) : 0
            for index in 0..<(7 + next(60)) {
                let id = "T\(tab)S\(index)"
                add(id, domain: index < folded ? "Folder\(tab)" : nil)
                routes.append(route(flow[next(flow.count)], id, next(3) == 0 ? .present : .push))
                if next(4) == 0 { routes.append(route(id, flow[next(flow.count)], .pop)) }
                flow.append(id)
            }
            screens += flow
        }
        // Shared screens: reached from two places, often two tabs.
        for index in 0..<next(6) {
            let id = "Shared\(index)"
            add(id)
            routes += [route(screens[next(screens.count)], id), route(screens[next(screens.count)], id, .present)]
        }
        // Leftovers: screens nothing leads to, and screens no target builds (which routes still name).
        for index in 0..<next(5) {
            add("Orphan\(index)")
            if next(2) == 0 {
                modules[modules.count - 1].notBuilt = true
                routes.append(route(screens[next(screens.count)], "Orphan\(index)"))
            }
        }
        return AppMap(modules: modules, routes: routes)
    }
}

extension AreasTests {
    /// An app of 40 feature folders of four screens each (plus a tab bar): more folders than the navigation would make
    /// areas, but folders are the app's own structure, so each stays an area.
    @Test func everyFolderOfThreeOrMoreStaysAnAreaBeyondFifteen() {
        var modules = [Self.module("Tabs")]
        var routes = [Self.route(nil, "Tabs", .setRoot)]
        for folder in 0..<40 {
            let name = "F\(folder < 10 ? "0" : "")\(folder)"
            let screens = (0..<(folder == 39 ? 5 : 4)).map { "\(name)S\($0)" }
            modules += screens.map { Self.module($0, domain: name) }
            // Folders 0–3 are tabs; each other folder is opened from a screen of the folder four before it.
            routes.append(folder < 4 ? Self.route("Tabs", screens[0], .embed) : Self.route("F\(folder - 4 < 10 ? "0" : "")\(folder - 4)S3", screens[0]))
            for (from, to) in zip(screens, screens.dropFirst()) { routes.append(Self.route(from, to)) }
        }
        let map = Self.assigned(AppMap(modules: modules, routes: routes))
        let areas = Self.areas(map)
        #expect(areas.count == 40)
        for folder in 0..<40 {
            let name = "F\(folder < 10 ? "0" : "")\(folder)"
            #expect(map.modules.filter { $0.area == name && $0.areaSource == .folder }.count == (folder == 39 ? 5 : 4))
        }
        // The tab bar, alone under launch with no launch flow beside it, joins the area its routes lead to most: four
        // folders, one route each; the largest, then the first by name.
        #expect(areas["F00"] == ["Tabs", "F00S0", "F00S1", "F00S2", "F00S3"])
        #expect(map.modules.first { $0.id == "Tabs" }?.areaSource == .navigation)
    }
}
