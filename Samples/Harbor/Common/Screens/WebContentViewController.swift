//
//  WebContentViewController.swift
//  Harbor
//

import UIKit
import WebKit

/// Shows one of Harbor's own web pages (terms, policies, help articles) inside the app's navigation, with the
/// app's chrome. External sites open in Safari instead.
final class WebContentViewController: UIViewController {

    private let url: URL
    private let webView = WKWebView()
    private let progress = UIProgressView(progressViewStyle: .bar)
    private var observation: NSKeyValueObservation?

    init(url: URL) {
        self.url = url
        super.init(nibName: nil, bundle: nil)
        hidesBottomBarWhenPushed = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        view = webView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.largeTitleDisplayMode = .never
        progress.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(progress)
        NSLayoutConstraint.activate([
            progress.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            progress.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            progress.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        ])
        observation = webView.observe(\.estimatedProgress) { [weak self] webView, _ in
            self?.progress.progress = Float(webView.estimatedProgress)
            self?.progress.isHidden = webView.estimatedProgress >= 1
            self?.title = webView.title
        }
        var request = URLRequest(url: url)
        request.setValue(Locale.current.identifier, forHTTPHeaderField: "Accept-Language")
        webView.load(request)
    }
}
