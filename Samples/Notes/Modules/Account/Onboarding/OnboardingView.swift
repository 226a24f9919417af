//
//  OnboardingView.swift
//  Notes
//

import UIKit

protocol OnboardingPresenterToView: AnyObject {
    func showPage(_ index: Int, title: String)
}

final class OnboardingView: UIViewController, Viewable, OnboardingPresenterToView {

    typealias Presenter = OnboardingViewToPresenter

    var presenter: Presenter?
    private let titleLabel = UILabel()
    private let pageControl = UIPageControl()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemYellow
        pageControl.numberOfPages = 3
        let button = UIButton(type: .system)
        button.setTitle("Continue", for: .normal)
        button.addTarget(self, action: #selector(continueTapped), for: .touchUpInside)
        view.addSubview(button)
        showPage(0, title: "Write it down")
    }

    func showPage(_ index: Int, title: String) {
        pageControl.currentPage = index
        titleLabel.text = title
    }

    @objc private func continueTapped() {
        presenter?.didTapContinue(page: pageControl.currentPage)
    }
}
