//
//  SettingsPresenter.swift
//  GitHubSearch
//

import Foundation

final class SettingsPresenter {

    private weak var view: SettingsViewController?
    private let router: SettingsRouterOutput

    init(view: SettingsViewController, router: SettingsRouterOutput) {
        self.view = view
        self.router = router
    }

    func viewDidLoad() {
        // FIXME: read the real cache size instead of the configured capacity.
        view?.showCacheSize(ByteCountFormatter.string(fromByteCount: Int64(URLCache.shared.diskCapacity), countStyle: .file))
    }

    func didTapClearCache() {
        URLCache.shared.removeAllCachedResponses()
        viewDidLoad()
    }

    func didTapDone() {
        router.close()
    }
}
