//
//  BrowserPresenter.swift
//  GitHubSearch
//

import Foundation

final class BrowserPresenter {

    private let url: URL
    private weak var view: BrowserViewController?
    private let router: BrowserRouterOutput

    init(url: URL, view: BrowserViewController, router: BrowserRouterOutput) {
        self.url = url
        self.view = view
        self.router = router
    }

    func viewDidLoad() {
        view?.load(URLRequest(url: url))
    }

    func didFailLoading() {
        router.close()
    }
}
