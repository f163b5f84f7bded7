-- The operator's bonuses for demos and tests: two on offer and one that has run out.
INSERT INTO bonuses (code, title, description, terms, amount, wagering_multiplier, expires_at)
VALUES
  ('WELCOME100', 'Welcome bonus', '100 added to your balance to start with.',
   'One claim per player. Settle stakes of 5 times the bonus before withdrawing it.', 100.00, 5,
   '2099-12-31T23:59:59Z'),
  ('WEEKEND250', 'Weekend bonus', '250 for the weekend''s matches.',
   'One claim per player. Settle stakes of 10 times the bonus before withdrawing it.', 250.00, 10,
   '2099-12-31T23:59:59Z'),
  ('FESTIVE500', 'Festive bonus', '500 for the festive season.',
   'One claim per player while the offer lasts. Settle stakes of 8 times the bonus before withdrawing it.',
   500.00, 8, '2025-11-30T23:59:59Z')
ON CONFLICT (code) DO NOTHING;
