import VipermapModel

/// Calls: running a function with its parameters bound (memoized per context), calling a closure or a method value,
/// constructing a type, and a call on each value a receiver holds (what runs is ``ValueFlow+Dispatch``'s).
extension ValueFlow {
    // MARK: Running a function

    /// Runs function `index` with `self` of `selfType` (on case `selfCase`) and its parameters bound to `arguments`:
    /// every step of its body evaluated, in the branches that can run; what its `return`s give, else a value of its
    /// declared return type. Memoized per context; recursion, depth and an exhausted budget give the declared type.
    func call(_ index: Int, selfType: String?, selfCase: String? = nil, arguments: [String: [Value]]) -> [Value] {
        let fact = linker.functions[index].fact
        let key = CallKey(function: index, selfType: selfType, selfCase: selfCase,
                          arguments: fact.parameters.map { arguments[$0] ?? [] })
        if let known = memo[key] {
            for module in builtMemo[key] ?? [] { noteBuilt(module) }
            return known
        }
        // A stored property's initial value runs when it is a type's (`static let screens: Container = { … }()`, made once
        // for the whole program) or a screen (`lazy var root: UIViewController = { … }()`); an object's other parts
        // (`lazy var title: UILabel = { … }()`, a chart) are set up, not navigated: their type is what the walk knows.
        if fact.isInitialValue, !fact.isStatic, !(fact.returnType.map(isControllerType) ?? false) {
            return declared(fact.returnType, selfType: selfType, generics: fact.genericParameters)
        }
        if running.contains(key) || depth >= Self.maximumDepth || !spend() {
            return declared(fact.returnType, selfType: selfType, generics: fact.genericParameters)
        }
        running.insert(key)
        depth += 1
        let mark = buildCount, globalsBefore = globalReads
        stack.append(index)
        stackOwners.append(codeOwner(index, selfType: selfType))
        stackMarks.append(mark)
        if selfType != nil { selfCalls.append(key) }
        defer {
            running.remove(key); depth -= 1; stack.removeLast(); stackOwners.removeLast(); stackMarks.removeLast()
            if selfType != nil { selfCalls.removeLast() }
        }
        noteWalked(index)
        // A LightRoute node's style is its caller's expression's, none of the callee's.
        let callerStyle = nodeStyle
        nodeStyle = nil
        defer { nodeStyle = callerStyle }
        let frame = Frame(function: index, selfType: selfType, arguments: arguments, call: key)
        frame.selfCase = selfCase
        frame.inheritedBranch = contextBranch
        frames.append(frame)
        defer { contextBranch = frame.inheritedBranch; frames.removeLast() }
        var returned: Set<Value> = []
        var deferred = deferredClosures(of: index, selfType: selfType)
        for (position, step) in fact.steps.enumerated() {
            if cannotRun(step, in: frame) { continue }
            if let stored = deferred {
                if Self.isWritten(step, inAnyOf: stored, of: fact) { continue }
                if step.kind == .assign, case .closure(let closure) = Self.untyped(step.value), stored.contains(closure),
                   keptByScreenOfNoModule(step, in: frame) {
                    deferred?.remove(closure)
                }
            }
            returned.formUnion(run(step, at: position, in: frame, returnType: fact.returnType))
        }
        var result = Self.capped(returned)
        if let selfType, fact.signature == "body" { composes(result, in: selfType, body: fact, index: index, frame: frame) }
        if result.isEmpty { result = declared(fact.returnType, selfType: selfType, generics: fact.genericParameters) }
        // The builder of a module that reuses another's view and router: the screen it returns is its own module's.
        if !linker.reusingBuilders.isEmpty, let owner = fact.owner, let reuse = linker.reusingBuilders[owner] {
            result = Self.capped(Set(result.map { moduleID(of: $0) == reuse.reused ? .screen(reuse.module) : $0 }))
        }
        // A muted run (``assignedAnywhere(_:_:byItself:)``) saw no events: a later call must run again to see them. A run cut
        // short by the budget is incomplete: a walk granted more steps (``grant(_:)``) runs it again.
        guard muted == 0, !exhausted, globalReads == globalsBefore else { return result }
        memo[key] = result
        let built = built(since: mark)
        if !built.isEmpty { builtMemo[key] = built }
        if fact.parameters.isEmpty && !fact.signature.utf8.contains(UInt8(ascii: "(")) { getterCalls.append(key) }
        return result
    }

    /// Runs `step`, at `position` among the steps of `frame`'s function, in `frame` (where it is becomes the frame's
    /// site and the context of the calls it makes): its value evaluated, bound or assigned; what a `return` gives (an
    /// implicit `.init(…)` of `returnType`).
    func run(_ step: ValueStepFact, at position: Int, in frame: Frame, returnType: String?) -> [Value] {
        frame.site = Site(function: frame.function, step: step, inheritedBranch: frame.inheritedBranch)
        frame.scope = step.closure
        contextBranch = frame.site?.branch
        switch step.kind {
        case .evaluate:
            _ = evaluate(step.value, in: frame)
        case .bind:
            _ = boundValue(position, in: frame)
        case .returns:
            return evaluateKeyed(Self.contextTyped(step.value, returning: returnType), in: frame)
        case .assign:
            assign(evaluateKeyed(step.value, in: frame), to: step.target, step: step, in: frame)
        }
        return []
    }

    /// `.init(…)` returned by a function declared to return `T` is `T(…)`: an implicit member takes the type the context
    /// expects (`func asAny() -> AnyView { .init(self) }`).
    static func contextTyped(_ value: ValueFact, returning type: String?) -> ValueFact {
        guard case .call(.implicitMember("init"), let labels, let arguments) = value, let type, !type.contains(" ") else { return value }
        return .call(.name(type), labels: labels, arguments: arguments)
    }

    // MARK: Calls

    /// `callee(arguments)`: a local or parameter holding a closure or method, a type's initializer, a method of `self`'s
    /// (or one it inherits from the SDK), a free function of the app's, or a method of what `base.method` is called on.
    func callValue(_ callee: ValueFact, labels: String, arguments: [[Value]], in frame: Frame) -> [Value] {
        let site = frame.site
        switch callee {
        case .name(let name):
            if bindings(of: frame.function)[name] != nil
                || (frame.function != Self.detached && linker.functions[frame.function].fact.parameters.contains(name)) {
                return callValues(nameValue(name, in: frame), labels: labels, arguments: arguments)
            }
            if name.first?.isUppercase == true {
                return construct(name, labels: labels, arguments: arguments, at: site)
            }
            if let owner = frame.selfType,
               !functions(named: name, in: owner).isEmpty || NavigationAPI.isPlatformSinkName(name) || NavigationAPI.isPlatformBackName(name)
                || hasProperty(name, in: owner) || name == "modifier" {
                // `self`'s own method, or one it inherits from the SDK or a library (`present(vc, animated: true)` in a
                // view controller, `attachChild(child)` in a RIBs router), or a property of `self`'s holding a closure
                // (`content(self)` in a container view's `body`: Swift reads an unqualified name as `self.content`).
                let selfValue: Value = frame.selfCase.map { .enumCase(type: owner, name: $0) } ?? .instance(owner)
                return invoke([selfValue], name, labels: labels, arguments: arguments, at: site)
            }
            // A free function of the app's; a navigation verb that is none is `self`'s, inherited from a library's base
            // class (`show(viewController: screen, with: .push)`).
            if program.freeFunctions[name] == nil, let owner = frame.selfType, Conventions.startsWithNavigationVerb(name) {
                return invoke([.instance(owner)], name, labels: labels, arguments: arguments, at: site)
            }
            var result: Set<Value> = []
            for index in program.freeFunctions[name] ?? [] {
                result.formUnion(call(index, selfType: nil, arguments: bind(arguments, labels: labels, to: index)))
            }
            return Self.capped(result)
        case .member(.superValue, let method):
            return superCall(method, labels: labels, arguments: arguments, in: frame)
        case .member(.name(let local), "pushViewController") where arguments.count >= 1 && isFreshNavigationController(local, in: frame):
            // A navigation controller made here and pushed onto before anything shows it (`let nav =
            // UINavigationController(); nav.pushViewController(first, animated: false)`): UIKit puts the screen at the
            // bottom of the empty stack, shown when the container is — the container holds it, nothing is shown yet.
            for position in bindings(of: frame.function)[local] ?? [] {
                frame.bound[position] = Self.capped(Set(boundValue(position, in: frame) + arguments[0]))
            }
            return []
        case .member(let base, let method) where labels == "_:" && Self.publishingCalls.contains(method)
                && !program.functionNames.contains(method):
            // `subject.send(value)` (Combine), `relay.accept(value)`, `subject.onNext(value)` (RxSwift).
            if let property = Self.publishingProperty(base) {
                publish(arguments[0], to: property, at: site)
                if property == NavigationAPI.rxFlowSteps { stepped(arguments[0]) }
            }
            return invoke(evaluate(base, in: frame), method, labels: labels, arguments: arguments, at: site)
        case .member(let base, let method):
            return invoke(evaluate(base, in: frame), method, labels: labels, arguments: arguments, at: site)
        default:
            return callValues(evaluate(callee, in: frame), labels: labels, arguments: arguments)
        }
    }

    /// `super.method(…)`, `super.init(…)`: the nearest implementation among the classes the method's own class
    /// inherits from, run on the same object (`self` keeps its type, so what a superclass's initializer stores is the object's). A
    /// superclass of the SDK's (`super.viewDidLoad()`) runs nothing of the app's.
    private func superCall(_ method: String, labels: String, arguments: [[Value]], in frame: Frame) -> [Value] {
        // Looked up from the class whose code says `super` (a chain of initializers climbs one class per call), run
        // with `self` of the object's own type.
        guard let owner = frame.selfType, frame.function != Self.detached,
              let declaring = linker.functions[frame.function].fact.owner else { return [] }
        var result: Set<Value> = []
        for ancestor in ancestors(of: declaring) where !linker.protocols.contains(ancestor) {
            let found = linker.declared(method, in: ancestor, fitting: labels)
            guard !found.isEmpty else { continue }
            for index in found {
                result.formUnion(call(index, selfType: owner, arguments: bind(arguments, labels: labels, to: index)))
            }
            break
        }
        return Self.capped(result)
    }

    /// Calling values that are closures or methods.
    func callValues(_ values: [Value], labels: String, arguments: [[Value]]) -> [Value] {
        var result: Set<Value> = []
        for value in values {
            switch value {
            case .closure(let function, let index, let selfType):
                result.formUnion(closureResult(function: function, index: index, selfType: selfType, calledWith: arguments))
            case .method(let owner, let name):
                // A function value is called without argument labels: its parameters are bound in order.
                for index in functions(named: name, in: owner) where linker.functions[index].fact.parameters.count == arguments.count {
                    let fact = linker.functions[index].fact
                    var bound: [String: [Value]] = [:]
                    for (parameter, argument) in zip(fact.parameters, arguments) { bound[parameter] = argument }
                    result.formUnion(call(index, selfType: owner, arguments: bound))
                }
            case .enumCase(_, let name) where program.caseNames.contains(name):
                // `.modal(from: view)`: a case with associated values is constructed by calling it.
                result.insert(value)
            case .instance(let type) where arguments.isEmpty && isScreenType(type):
                // A screen kept by an `@autoclosure` parameter (`Link(destination: CartView())` stored, then
                // `destination()`): the argument was the expression, and calling it gives its value.
                result.insert(value)
            default:
                continue
            }
        }
        return Self.capped(result)
    }

    /// `T(…)`: the app's type runs its initializer; a type the app does not declare holds what it was handed.
    private func construct(_ type: String, labels: String, arguments: [[Value]], at site: Site?) -> [Value] {
        var result: Set<Value> = [.instance(type)]
        // A module's screen type constructed by its builder, a factory or code of no module: a new screen of that
        // module (its own router making the screen it then presents, `create()`, makes the module, not another one).
        if let module = moduleID(of: type) {
            if isScreenType(type) {
                if !isOwnPartsMethod(stack.last, of: module) { noteBuilt(module) }
            } else if isOwnPartsMethod(stack.last, of: module), moduleParts(module).contains(type) {
                // A second router or wireframe of the module made by its own code (`MastWireframe().viewController`):
                // the screen it makes is a new one.
                noteBuilt(module)
            }
        }
        let declared = (linker.typesByName[type] ?? []).contains { linker.types[$0].fact.kind != .extension && linker.types[$0].fact.kind != .protocol }
        let initializers = declared
            ? functions(named: "init", in: type).filter { Linker.labels(labels, fit: linker.functions[$0].fact.signature) } : []
        if !initializers.isEmpty {
            for index in initializers {
                _ = call(index, selfType: type, arguments: bind(arguments, labels: labels, to: index))
            }
        } else if declared, isValueType(type), functions(named: "init", in: type).isEmpty {
            // A struct's memberwise initializer (`VIPERModule(view: v, router: r)`): each argument is stored into the
            // property its label names.
            let names = labels.split(separator: ":", omittingEmptySubsequences: false).dropLast()
            for (label, values) in zip(names, arguments) where !label.isEmpty && label != "_" && !values.isEmpty {
                store(values, in: type, String(label))
            }
            if arguments.count > names.count {
                storeTrailingClosures(Array(arguments[names.count...]), in: type, labelled: Set(names.map(String.init)))
            }
        } else if !declared || (arguments.contains(where: { !$0.isEmpty }) && !isValueType(type)) {
            result.formUnion(platformObject(type, labels: labels, arguments: arguments, at: site))
        }
        return Self.capped(result)
    }

    /// A struct's memberwise initializer given trailing closures (`Frame(inset: 8) { Text("x") }`): each fills the next
    /// stored property in declaration order that no label named and that has no initial value or getter. A property
    /// not typed by a function (`@ViewBuilder var content: Content`) is a result builder's: it holds what the closure
    /// builds, as Swift's synthesized initializer calls it.
    private func storeTrailingClosures(_ closures: [[Value]], in type: String, labelled: Set<String>) {
        var properties: [PropertyFact] = []
        for index in linker.typesByName[type] ?? [] where linker.types[index].fact.kind != .extension {
            properties += linker.types[index].fact.properties.filter {
                !labelled.contains($0.name) && $0.value == nil && accessors($0.name, of: type).isEmpty
            }
        }
        for (property, values) in zip(properties, closures) where !values.isEmpty {
            let built = property.typeName.map(Self.isFunctionType) == false
            store(built ? callValues(values, labels: "", arguments: []) : values, in: type, property.name)
        }
    }

    /// Whether function `index` is code of one of `module`'s parts that does not build it (``Linker/isBuildingCode(_:of:)``).
    private func isOwnPartsMethod(_ index: Int?, of module: String) -> Bool {
        guard let index, let owner = linker.functions[index].fact.owner, let draft = linker.modules.byID[module] else { return false }
        return draft.components.contains { $0.type == owner } && !linker.isBuildingCode(index, of: draft)
    }

    /// What the navigation table says a call (of row `api`, if any) shows wherever it is made: UIKit's sinks (unless the receiver's own method
    /// of those labels is the app's), UIKit's ways back, XCoordinator's `trigger(_:)` (unless the app declares one).
    private func showByTable(_ api: NavigationAPI.Call?, _ bases: [Value], _ method: String, labels: String, arguments: [[Value]],
                             at site: Site?) {
        if let api, api.isPlatformSink, !bases.contains(where: { declaresOwn(method, labels: labels, on: $0, besides: api) }) {
            show(api, bases: bases, arguments: arguments, labels: labels, at: site)
        }
        // UIKit's ways back (`dismiss`, `popViewController`): no screen, a route back.
        if let api, api.isPlatformBack { record(api.transition, api.transition == .pop ? poppedTo() : [], at: site) }
        if method == NavigationAPI.xCoordinatorTrigger, labels.hasPrefix("_:"), let route = arguments.first, !program.functionNames.contains(method) {
            triggered(route, at: site)
        }
    }

    /// `base.method(…)` on each value the base can hold.
    private func invoke(_ bases: [Value], _ method: String, labels: String, arguments: [[Value]], at site: Site?) -> [Value] {
        if let values = collectionCall(bases, method, arguments: arguments) { return values }
        // A publisher operator that passes its upstream's values on (`removeDuplicates()`, `receive(on:)`).
        if Self.passingOperators.contains(method), !bases.isEmpty, !program.functionNames.contains(method) { return bases }
        // SwiftUI's presentation modifiers: the view their content closure builds is presented (`sheet`,
        // `fullScreenCover`, `popover`) or pushed (`navigationDestination`).
        // One presented for a value (`sheet(item:)`, `navigationDestination(for:)`) shows what the value set or appended
        // is (``presentItems(_:of:step:in:)``), not every screen its content can build.
        if let transition = Self.swiftUIPresentations[method], let content = arguments.last,
           !labels.hasPrefix("item:"), !(method == "navigationDestination" && pushesEnumCases(arguments)) {
            record(transition, shown(content), at: site, onAction: true)
        }
        if let scenes = instantiatedScenes(method, labels: labels, arguments: arguments) { return scenes }
        if method == "modifier", labels == "_:", let modified = modifiedViews(bases, arguments[0]) { return modified }
        let api = NavigationAPI.call(method, labels: labels)
        showByTable(api, bases, method, labels: labels, arguments: arguments, at: site)
        var result = method == "resolve" ? resolved(arguments, labels: labels, at: site) : []
        var moduleOfBase: Set<String> = [], factories: Set<String> = []
        var followed = false
        let eventsBefore = events.count
        // A receiver whose type the walk does not know (a library base class's property, `viewController.push(…)`):
        // the app's one method of that name and labels, when there is exactly one (its own extension of the library's
        // protocol), is what runs.
        if bases.isEmpty, !NavigationAPI.isPlatformSinkName(method), method != "resolve", let index = soleMethod(method, labels: labels),
           let owner = linker.functions[index].fact.owner {
            followed = true
            result.formUnion(call(index, selfType: owner, arguments: bind(arguments, labels: labels, to: index)))
        }
        for base in bases {
            if invoke(on: base, method, labels: labels, arguments: arguments, at: site, into: &result, moduleOfBase: &moduleOfBase,
                      factories: &factories) {
                followed = true
            }
        }
        // A value of the SDK's (`Text("Pump")`) can run a method of the app's only from the app's extension of its type
        // or of a protocol it adopts (`extension View { func navigationLink(to:from:) }`): the one such method of that
        // name and labels runs, with the value as `self`.
        if !followed, bases.contains(where: isSDKValue), bases.allSatisfy({ isSDKValue($0) || $0.isLiteral }),
           !NavigationAPI.isPlatformSinkName(method), method != "resolve",
           let index = soleMethod(method, labels: labels), let owner = linker.functions[index].fact.owner, !declaresType(owner) {
            followed = true
            result.formUnion(call(index, selfType: owner, arguments: bind(arguments, labels: labels, to: index)))
        }
        if !followed {
            notFollowed(api, bases: bases, method, labels: labels, arguments: arguments, at: site)
        } else if let site, !events[eventsBefore...].contains(where: { !$0.transition.isBack }) {
            // A routing library's verb kept in the app's sources (a vendored `RouterView.showScreen` appending to
            // SwiftUI state the walk does not read as a stack): what its code does shows nothing the walk knows, so the
            // call shows what its transition case and builder closure say, as for one whose code is not there. A
            // dialect's verb on a module's part (`wireframe.present()`) whose code shows nothing the walk knows shows
            // that module, as the table says.
            let parts = bases.filter { moduleID(of: $0) != nil }
            if let api, api.shown == .receiver, !api.isPlatformSink {
                if !parts.isEmpty { show(api, bases: parts, arguments: arguments, labels: labels, at: site) }
            } else if api != nil || !showsWithNamedTransition(method, arguments: arguments, at: site),
                      !parts.isEmpty, arguments.isEmpty, Conventions.startsWithNavigationVerb(method), hasOnlyEmptyBodies(method, labels: labels, on: parts) {
                // `legendWireframe.present()`, handed nothing, whose body is empty (a placeholder of the app's for what a
                // base class or generated code does): its verb says how it shows its module.
                let transition = Conventions.transition(ofVerb: method)
                if transition != .unknown { record(transition, parts, at: site) }
            }
        }
        // `HomeRouter.build()` where the app declares no such method (a library base class's factory): what one module's
        // part builds is its screen.
        if !followed, result.isEmpty, moduleOfBase.isEmpty, factories.count == 1, let module = factories.first, api == nil {
            noteBuilt(module)
            return [.screen(module)]
        }
        // A library's generic factory handed the metatype of one screen type (`storyboard.instantiate(Settings
        // ViewController.self)`, `func instantiate<T>(_: T.Type) -> T`) gives an object of that type.
        if !followed, result.isEmpty, api == nil {
            let screens = Set(arguments.joined().compactMap { value -> String? in
                guard case .metatype(let type) = value, linker.typesByName[type] != nil, isScreenType(type) else { return nil }
                return type
            })
            if screens.count == 1, let type = screens.first { return construct(type, labels: "", arguments: [], at: site) }
        }
        return Self.capped(withOwnScreen(result, moduleOfBase, builtBy: factories))
    }

    /// Whether a call of `method` on `base` is the app's own method, not the platform's of that name: `base` is typed
    /// by one of the app's protocols that requires it and no screen adopts (`alertPresent.show(alert)`), or is of a
    /// type of the app's that is no screen and declares it. (A view controller overriding UIKit's `present` still
    /// presents.)
    private func declaresOwn(_ method: String, labels: String, on base: Value, besides api: NavigationAPI.Call) -> Bool {
        guard case .instance(let type) = base else { return false }
        if linker.protocols.contains(type) {
            // A protocol a view controller adopts (`setViewControllers` required of a tab bar's) is UIKit's call.
            // Required by it or by a protocol it inherits (`CartRoutable: Routable`, `Routable` requiring `show(_:)`).
            let required = ([type] + ancestors(of: type)).contains { declaring in
                (linker.typesByName[declaring] ?? []).contains { record in
                    linker.types[record].fact.requirements.contains { $0.name == method && Linker.labels(labels, fit: $0.signature) }
                }
            }
            return required && !receiverTypes(type).dropFirst().contains(where: isScreenType)
        }
        let own = functions(named: method, in: type, fitting: labels)
        guard !own.isEmpty else { return false }
        // A screen's method written with exactly the call's labels where UIKit's takes more (`func show(_ page:)` beside
        // `show(_:sender:)`): Swift picks the one that needs no defaults, the app's. A screen's override of UIKit's
        // own signature still shows.
        return !isScreenType(type) || labels != api.labels && own.contains { Linker.writtenLabels(linker.functions[$0].fact.signature) == labels }
    }

    private func runOnParts(_ module: String, _ method: String, labels: String, arguments: [[Value]], into result: inout Set<Value>) -> Bool {
        var followed = false
        unseenParts += 1
        defer { unseenParts -= 1 }
        for part in moduleParts(module) {
            for index in functions(named: method, in: part, fitting: labels) {
                followed = true
                result.formUnion(call(index, selfType: part, arguments: bind(arguments, labels: labels, to: index)))
            }
        }
        return followed
    }

    /// A value of the declared return type of the requirement of protocol `type` (or of one it refines) that a call of
    /// `method` with `labels` fits.
    private func requirementValues(_ type: String, _ method: String, labels: String) -> [Value] {
        for candidate in [type] + ancestors(of: type) {
            for record in linker.typesByName[candidate] ?? [] where linker.types[record].fact.kind == .protocol && inProject(linker.types[record].project) {
                for requirement in linker.types[record].fact.requirements
                where requirement.name == method && Linker.labels(labels, fit: requirement.signature) {
                    return declared(requirement.returnType, selfType: nil)
                }
            }
        }
        return []
    }

    /// The types of module `id`'s router and wireframe, in name order.
    func moduleParts(_ id: String) -> [String] {
        guard let draft = linker.modules.byID[id] else { return [] }
        return draft.routingTypes
    }

    /// Whether a value is an object of a type the app does not declare (`Text`, `UIButton`); what an SDK object was
    /// made with (`Text("Pump")` holds its string) may come with it.
    private func isSDKValue(_ value: Value) -> Bool {
        if case .instance(let type) = value { return !declaresType(type) }
        return false
    }

    /// The one method of the app's named `method` that `labels` fit, in this walk's project, if there is exactly one.
    /// (A name hundreds of types declare — every module's `navigate(to:)` — is no one method: not searched.)
    private func soleMethod(_ method: String, labels: String) -> Int? {
        guard let named = program.methods[method], named.count <= 64 else { return nil }
        var fitting: [Int] = []
        for index in named where Linker.labels(labels, fit: linker.functions[index].fact.signature) && inProject(linker.functions[index].project) {
            fitting.append(index)
            if fitting.count > 1 { break }
        }
        return fitting.count == 1 ? fitting.first : nil
    }

    /// `method` called on one value the receiver can hold: what it gives goes into `result`, the module of a module's
    /// component into `moduleOfBase` (of one whose static method it is, into `factories`). Whether the walk followed the call (into the app's code, a closure, a case).
    private func invoke(on base: Value, _ method: String, labels: String, arguments: [[Value]], at site: Site?,
                        into result: inout Set<Value>, moduleOfBase: inout Set<String>, factories: inout Set<String>) -> Bool {
        switch base {
        case .instance(let type), .enumCase(let type, _):
            var selfCase: String?
            if case .enumCase(_, let name) = base { selfCase = name }
            let module = moduleID(of: type)
            if let module { moduleOfBase.insert(module) }
            if invoke(onObject: base, of: type, selfCase: selfCase, method, labels: labels, arguments: arguments, into: &result) { return true }
            guard linker.protocols.contains(type) else { return false }
            // A value typed by a module's protocol whose implementation the walk does not see (a type adopting it in an
            // extension: `extension DefaultSendWireframe: SendWireframe`): the module's router or wireframe runs it.
            if let module, runOnParts(module, method, labels: labels, arguments: arguments, into: &result) { return true }
            // Else the protocol's requirement gives a value of its declared type (`make(_:) -> SendWireframe`).
            result.formUnion(requirementValues(type, method, labels: labels))
            return false
        case .metatype(let type):
            // `StoreWireframe.prepare(…)`: what a module's part builds that is no other module's is its screen.
            if method != "init", let module = moduleID(of: type) { factories.insert(module) }
            return invoke(onType: type, method, labels: labels, arguments: arguments, at: site, into: &result)
        case .closure, .method:
            result.formUnion(callValues([base], labels: labels, arguments: arguments))
            return true
        case .screen(let module):
            moduleOfBase.insert(module)
            // A module's value stands for its parts (Viperit's `module.router`, read off what `build()` gives): a
            // method one of them has (its own, or one the app adds to the library's base class) runs on that part.
            if runOnParts(module, method, labels: labels, arguments: arguments, into: &result) { return true }
            // A planned module (a catalog case with no code yet) has no part to run it, nor has a module whose parts
            // inherit the verb from a library's base class: a dialect's verb shows it as the table says
            // (`AppModules.Onboarding.signUp.build()?.router.present(withPushfrom: self)`).
            if let api = NavigationAPI.call(method, labels: labels), api.shown == .receiver, !api.isPlatformSink,
               isPlanned(module) || !declaredByTheApp(method, labels: labels) {
                show(api, bases: [base], arguments: arguments, labels: labels, at: site)
                return true
            }
            // A library's method of the module handed the transition as an enum case (`ProfileRouter.assemble()
            // .start(mode: .present)`): the module is shown so.
            if let site {
                let transitions = namedTransitions(in: arguments)
                for transition in transitions { record(transition, [base], at: site) }
                if !transitions.isEmpty { return true }
            }
            return false
        case .literal, .entry, .tab:
            return false
        }
    }

    /// `method` called on an object of `type` (on case `selfCase` of an enum): its implementations, a property holding
    /// a closure, a SwiftUI modifier, a catalog's builder. Whether the walk followed it.
    private func invoke(onObject base: Value, of type: String, selfCase: String?, _ method: String, labels: String, arguments: [[Value]],
                        into result: inout Set<Value>) -> Bool {
        // Swift calls the overload whose every parameter without a default the call gives (`present(from: self)` is
        // not `present(from:insideView:)`).
        let found = implementations(of: method, on: type, labels: labels).filter { Self.required(by: linker.functions[$0.0].fact) <= arguments.count }
        var followed = !found.isEmpty
        var returned: Set<Value> = []
        // On a value known only by a protocol several types adopt, which one it is is not known: an implementation
        // returning itself (`toPresent() -> UIViewController? { self }`) names no object.
        let guessed = linker.protocols.contains(type) && receiverTypes(type).count > 2
        for (index, selfType) in found {
            var value = call(index, selfType: selfType, selfCase: selfType == type ? selfCase : nil,
                             arguments: bind(arguments, labels: labels, to: index))
            if guessed, selfType != type { value.removeAll { $0 == .instance(selfType) } }
            returned.formUnion(value)
        }
        // A catalog's builder on a case of the app's module catalog (``NavigationAPI/catalogBuilders``): the library's
        // (the app declares none) builds the case's module; the app's, returning no module's screen for a case whose
        // module has no code yet (`case .signUp: return nil`), leads to that planned module, as the catalog declares it
        // (not to an object of the declared return type).
        if let selfCase, NavigationAPI.catalogBuilders.contains(method), let module = catalogModule(type, selfCase),
           found.isEmpty || (isPlanned(module) && !returned.contains(where: { moduleID(of: $0) != nil })) {
            if found.isEmpty {
                followed = true
                noteBuilt(module)
            }
            result.insert(.screen(module))
        } else {
            result.formUnion(returned)
        }
        // `onFinish()`, `makeScreen(seed)`: a property holding a closure or a method, called.
        if found.isEmpty, !accessors(method, of: type).isEmpty || hasProperty(method, in: type) {
            followed = true
            result.formUnion(callValues(propertyValue(type, method, selfCase: selfCase), labels: labels, arguments: arguments))
        }
        // A SwiftUI modifier (`.environmentObject(store)`, `.padding()`) gives a view holding the one it modifies.
        if found.isEmpty && isSwiftUIView(type) { result.insert(base) }
        return followed
    }

    /// `method` called on type `type`: an initializer, a case with associated values, a static method. Whether the
    /// walk followed it (an initializer does not count: the object is made whether the walk knows its code or not).
    private func invoke(onType type: String, _ method: String, labels: String, arguments: [[Value]], at site: Site?,
                        into result: inout Set<Value>) -> Bool {
        if method == "init" {
            result.formUnion(construct(type, labels: labels, arguments: arguments, at: site))
            return false
        }
        // `EditProfile.ViewController()`: a type nested in `type` (a namespace enum's), constructed.
        if method.first?.isUppercase == true, linker.typesByName["\(type).\(method)"] != nil {
            result.formUnion(construct("\(type).\(method)", labels: labels, arguments: arguments, at: site))
            return true
        }
        // `Modules.Feed.posts(.single(post))`: a case with associated values, constructed.
        if isCase(method, of: type) {
            result.insert(.enumCase(type: type, name: method))
            return true
        }
        var followed = false
        for index in functions(named: method, in: type, fitting: labels) {
            followed = true
            result.formUnion(call(index, selfType: type, arguments: bind(arguments, labels: labels, to: index)))
        }
        return followed
    }

    /// Whether the app declares `type` as a struct or an enum: its initializer without a body of the app's is the
    /// memberwise one (`Banner(text:host:)` keeps its arguments), never a UIKit class's inherited one
    /// (`AppNavigationController(rootViewController: x)` is its argument's container).
    func isValueType(_ type: String) -> Bool {
        (linker.typesByName[type] ?? []).contains { linker.types[$0].fact.kind == .struct || linker.types[$0].fact.kind == .enum }
    }

    /// How many arguments a call of `function` must give: its parameters without a default value.
    static func required(by function: FunctionFact) -> Int {
        function.parameters.count - function.parameterDefaults.lazy.filter { $0 != nil }.count
    }
}
