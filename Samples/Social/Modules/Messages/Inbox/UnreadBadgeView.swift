//
//  UnreadBadgeView.swift
//  Social
//

import UIKit

/// The little red counter in the inbox title; a plain view, not a screen.
final class UnreadBadgeView: UIView {

    private let label = UILabel()

    var count: Int = 0 {
        didSet {
            label.text = count > 99 ? "99+" : "\(count)"
            isHidden = count == 0
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemRed
        layer.cornerRadius = 9
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(label)
    }
}
