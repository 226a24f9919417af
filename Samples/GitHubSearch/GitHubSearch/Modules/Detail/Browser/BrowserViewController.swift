//
//  BrowserViewController.swift
//  GitHubSearch
//

import UIKit
import WebKit

final class BrowserViewController: UIViewController, Viewable, WKNavigationDelegate {

    var presenter: BrowserPresenter!
    private let webView = WKWebView()

    override func loadView() {
        view = webView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        webView.navigationDelegate = self
        presenter.viewDidLoad()
    }

    func load(_ request: URLRequest) {
        webView.load(request)
    }

    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error) {
        presenter.didFailLoading()
    }
}
