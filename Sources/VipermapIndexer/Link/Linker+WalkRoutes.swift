import VipermapModel

extension Linker {
    /// The routes one module's walk gives, read event by event (``Linker/walkRoutes(of:roots:flow:switches:reused:)``):
    /// each route once, the screens the walk cannot name kept until every event is read.
    struct WalkRoutes {
        let draft: Draft
        let reused: Draft?
        let flow: ValueFlow
        let linker: Linker
        private(set) var result: [Route] = []
        private(set) var undefined: [Finding] = []
        private var seen: Set<Route> = []
        /// The modules some event other than an attach shows: attaching them is not their route.
        private let shownOtherwise: Set<String>
        /// What the walk shows other than by embedding: a container of no module shown so (a popup presented) is no
        /// screen of the running module; embedding in it is part of showing it (``ValueFlow`` shows it with what it holds).
        private let shownWhole: Set<ValueFlow.Value>
        /// The functions that show a screen themselves.
        private let showing: Set<Int>
        private var unnamed: [(route: Route, site: String, findings: [Finding])] = []
        private var namedSites: Set<String> = []
        /// The ways back (function and line) some run took to a screen it read off the stack: a run of the same code
        /// that read none (the helper that pops, walked on its own) adds no way back of unknown target there.
        private let targetedBacks: Set<Place>
        private struct Place: Hashable {
            let function: Int
            let line: Int
        }

        init(draft: Draft, reused: Draft?, flow: ValueFlow, linker: Linker) {
            (self.draft, self.reused, self.flow, self.linker) = (draft, reused, flow, linker)
            var shownOtherwise: Set<String> = []
            for event in flow.events where !event.attaches && !event.transition.isBack {
                shownOtherwise.formUnion(linker.shownModules(event.values, flow: flow))
            }
            self.shownOtherwise = shownOtherwise
            var shownWhole: Set<ValueFlow.Value> = []
            for event in flow.events where event.transition != .embed && !event.transition.isBack { shownWhole.formUnion(event.values) }
            self.shownWhole = shownWhole
            showing = Set(flow.events.lazy.filter { !$0.transition.isBack && $0.transition != .unknown }.map(\.function))
            targetedBacks = Set(flow.events.lazy.filter { $0.transition.isBack && !$0.values.isEmpty }.map { Place(function: $0.function, line: $0.line) })
        }

        /// Adds `route` unless it is there.
        mutating func add(_ route: Route) {
            if seen.insert(route).inserted { result.append(route) }
        }

        /// A way back in the module's own code, or in code of no module it runs. A wireframe's parameterless
        /// `present()` puts up its own screen: what it dismisses is the screen it replaces, no way back of the module's.
        mutating func addBack(_ event: ValueFlow.Event, _ reading: EventReading) {
            guard reading.codeOwners.isEmpty || reading.ownCode,
                  !(showing.contains(event.function) && linker.putsUpItself(event.function)),
                  !event.values.isEmpty || !targetedBacks.contains(Place(function: event.function, line: event.line)) else { return }
            // A pop to a screen the code read off the stack is a route back to that screen's module.
            let target = event.values.count == 1 ? flow.moduleID(of: event.values[0]).flatMap { linker.modules.byID[$0] } : nil
            // A way back in one case of a method switching on what it is asked (`navigate(to: .close)`) is that case's.
            for trigger in reading.methodTriggers {
                add(Route(from: draft.id, to: target?.id, transition: event.transition, trigger: trigger, file: reading.site.file,
                          line: reading.site.line, condition: event.condition))
            }
        }

        /// The module whose route `event` is; nil when it is none of this walk's. An embed is a route of the screen it
        /// embeds in: the container's module (then located where it embeds), else the running module's own screen when
        /// its own code embeds (`viewControllers = […]` on itself or on a container it builds).
        func source(of event: ValueFlow.Event, _ reading: EventReading, site: inout (file: String, line: Int)) -> Draft? {
            guard event.transition == .embed else { return draft }
            let parents = linker.shownModules(event.container, flow: flow)
            if parents.count == 1, let parent = linker.modules.byID[parents[0]] {
                if parent !== draft { site = reading.own }
                return parent
            }
            if parents.isEmpty, !reading.ownCode, !reading.codeOwners.isEmpty, !event.container.contains(where: shownWhole.contains),
               linker.shownModules(event.values, flow: flow).allSatisfy({ id in reading.codeOwners.contains { $0.id == id } }) {
                // Another module's code embedding its own screen in a parent the walk does not know (its wireframe's
                // `present()` adding it to the controller it was handed): shown for the module whose code called it.
                return draft
            }
            if !reading.ownCode || !parents.isEmpty || event.container.contains(where: shownWhole.contains) { return nil }
            return draft
        }

        /// The routes to the modules `event` shows; the modules shown.
        mutating func addModules(_ event: ValueFlow.Event, _ reading: EventReading, from source: Draft,
                                 at site: (file: String, line: Int)) -> [String] {
            // The screen a reused module's code shows of its own is the reusing module's: no route to it.
            // A new screen of the module's own, built and shown by code of its shown screen (`showChildListPicker()` of
            // its router, `select(series:)` of its presenter), is a route to itself; the screen it already is, shown
            // again, is none, nor is its builder showing the screen it builds (`presentView()`: for its caller).
            let builtAnew = source === draft && reading.ownCode && event.transition != .embed && !event.built.isEmpty
                && !linker.isBuildingCode(event.moduleFunction, of: draft) ? Set(event.built) : []
            let shown = linker.shownModules(event.values, flow: flow)
            for target in shown
            where (target != source.id || builtAnew.contains(target)) && !(source === draft && target == reused?.id) {
                guard let module = linker.modules.byID[target], !(event.attaches && shownOtherwise.contains(target)) else { continue }
                // Another module's code: only its own screen, shown for its caller.
                if event.transition != .embed && !reading.codeOwners.isEmpty && !reading.ownCode
                    && !reading.codeOwners.contains(where: { $0 === module }) { continue }
                // The trigger is the method of the module the walk started from (`openBook`), as for the linker's
                // routes; an embed (but a RIB attached by a method), or a screen put up by a getter (a SwiftUI `body`),
                // has none.
                for methodTrigger in reading.methodTriggers {
                    let trigger = source === draft && (event.transition != .embed || event.attaches || reading.embedsOnRequest) ? methodTrigger : nil
                    add(Route(from: source.id, to: module.id, transition: event.transition, trigger: trigger, file: site.file,
                              line: site.line, condition: event.condition))
                }
            }
            return shown
        }

        /// The routes to screens of no module `event` shows, known by their type (an alert, a picker, the app's own plain
        /// view controller); a screen the walk cannot name (a factory behind a protocol, a value read at run time) is a
        /// route to a target not known, kept for ``addUnnamed()``.
        mutating func addScreensOfNoModule(_ event: ValueFlow.Event, _ reading: EventReading, from source: Draft,
                                           at site: (file: String, line: Int), named namedModule: Bool) {
            let trigger = source === draft && event.transition != .embed ? reading.methodTrigger : nil
            var named = namedModule
            for case .instance(let type) in event.values where flow.moduleID(of: type) == nil {
                // A base class of screens the app never constructs (`VIPERModule.view: BaseViewController`, read where
                // the builder's argument is not known) is some subclass's screen by its declared type, not one of its own.
                if !flow.program.constructed.contains(type) && !linker.hierarchy.subtypes(of: type).isEmpty { continue }
                guard let screen = linker.screen(ofType: type) else { continue }
                named = true
                add(Route(from: source.id, to: nil, transition: event.transition, trigger: trigger, file: site.file, line: site.line,
                          target: event.target?.sourceText, condition: event.condition, kind: screen.kind, targetType: screen.type,
                          targetFile: screen.file))
            }
            if !named, event.values.isEmpty || event.values.contains(where: linker.isUnnamedScreen), let target = event.target?.sourceText,
               source === draft, event.transition != .embed, !event.onAction {
                let route = Route(from: source.id, to: nil, transition: event.transition, trigger: trigger, file: site.file, line: site.line,
                                  target: target, condition: event.condition)
                // `PaymentWireframe()` where the sources declare no such type: a module the code expects, not defined.
                let findings = event.values.compactMap { value -> Finding? in
                    guard case .instance(let type) = value, let name = linker.undefinedModuleName(ofType: type) else { return nil }
                    let message = "\(draft.id) navigates to \(name), which is not defined as a module (target `\(target)`); "
                        + "add its components or fix the name."
                    return Finding(rule: "undefinedModule", message: message, module: draft.id, file: site.file, line: site.line)
                }
                unnamed.append((route, "\(event.function):\(event.line)", findings))
            } else if named {
                // Keyed by the call that shows it: a helper run on its own (its parameter unknown) names nothing
                // where its callers' runs named the screen.
                namedSites.insert("\(event.function):\(event.line)")
            }
        }

        /// The routes to targets not known, at the call sites where no run of the walk named one.
        mutating func addUnnamed() {
            for (route, site, findings) in unnamed where !namedSites.contains(site) && seen.insert(route).inserted {
                result.append(route)
                undefined += findings
            }
        }
    }
}
