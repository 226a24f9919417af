//
//  CommentsViewController.swift
//  Social
//

import UIKit

final class CommentsViewController: BaseViewController {

    var presenter: CommentsPresenter!

    private let tableView = UITableView()
    private lazy var edgeSwipe = EdgeSwipeInteractionController(attachedTo: self) { [weak self] transition in
        self?.presenter.handleInteractiveActionWith(transition)
    }
    private var lines: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        _ = edgeSwipe
        presenter.viewDidLoad()
    }

    func show(_ lines: [String]) {
        self.lines = lines
        tableView.reloadData()
    }
}
