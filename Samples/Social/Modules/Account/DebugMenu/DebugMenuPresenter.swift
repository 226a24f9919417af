//
//  DebugMenuPresenter.swift
//  Social
//

import Foundation

final class DebugMenuPresenter {

    private weak var view: DebugMenuViewController?
    private let router: DebugMenuRouter

    init(view: DebugMenuViewController, router: DebugMenuRouter) {
        self.view = view
        self.router = router
    }

    func viewDidLoad() {
        view?.show(items: ["Stories (preview)", "Reset onboarding", "Crash"])
    }

    func didSelectItem(at index: Int) {
        switch index {
        case 0: router.routeToStories()
        case 1: UserDefaults.standard.removeObject(forKey: "onboarding.done")
        default: break
        }
    }
}
